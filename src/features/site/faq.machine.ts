/**
 * The Support page FAQ (spec §4): one question open at a time; opening another closes the first,
 * pressing the open one closes it.
 *
 * States
 *   closed   no answer shown (initial)
 *   open     `openId` is the question shown
 *
 * Events
 *   faq.toggle { id }   opens that question, or closes it when it is the open one
 */
import { assign, setup } from 'xstate';

export interface FaqContext {
  openId: string | null;
}

export type FaqEvent = { type: 'faq.toggle'; id: string };

export const faqMachine = setup({
  types: { context: {} as FaqContext, events: {} as FaqEvent },
  guards: {
    isOpenOne: ({ context, event }) => context.openId === event.id,
  },
}).createMachine({
  id: 'faq',
  context: { openId: null },
  initial: 'closed',
  states: {
    closed: {
      on: { 'faq.toggle': { target: 'open', actions: assign({ openId: ({ event }) => event.id }) } },
    },
    open: {
      on: {
        'faq.toggle': [
          { guard: 'isOpenOne', target: 'closed', actions: assign({ openId: null }) },
          { actions: assign({ openId: ({ event }) => event.id }) },
        ],
      },
    },
  },
});
