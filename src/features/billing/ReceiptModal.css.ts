import { globalStyle, style } from '@vanilla-extract/css';

/**
 * Printing from the receipt modal: ReceiptView already hides everything but the receipt. In a modal
 * the page behind would still take its pages of (hidden) paper, and the fixed overlay would repeat
 * on each printed page, so while this dialog is open the print shows only the overlay's branch of
 * the document, laid out as a normal block: the receipt alone, once, from the top of page one.
 */
export const receiptDialog = style({
  '@media': { print: { position: 'static', overflow: 'visible', maxHeight: 'none' } },
});

globalStyle(`body:has(${receiptDialog}) > :not(:has(${receiptDialog}))`, {
  '@media': { print: { display: 'none' } },
});
globalStyle(`body:has(${receiptDialog}) :has(${receiptDialog})`, {
  '@media': { print: { position: 'static', display: 'block', maxHeight: 'none', padding: 0, background: 'none' } },
});
