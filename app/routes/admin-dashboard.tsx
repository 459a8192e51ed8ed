/** /admin-dashboard (admins only): the admin console. Until it lands, the same landing as /admin. */
export { Component } from './admin';
