export { type Appearance, AppTheme, type AppThemeProps } from './AppTheme';
export { vars } from './theme.css';
