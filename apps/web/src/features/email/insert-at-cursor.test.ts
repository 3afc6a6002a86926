import { describe, expect, it } from 'vitest';
import { insertAtCursor } from './insert-at-cursor';

describe('insertAtCursor', () => {
  it('inserts at the caret and puts the caret after the insert', () => {
    expect(insertAtCursor('Dear ,', '{{applicantName}}', 5, 5)).toEqual({
      text: 'Dear {{applicantName}},',
      caret: 22,
    });
  });

  it('replaces the selected text', () => {
    expect(insertAtCursor('Hello NAME!', '{{userName}}', 6, 10)).toEqual({
      text: 'Hello {{userName}}!',
      caret: 18,
    });
  });

  it('appends when there is no caret, and keeps out-of-range positions inside the text', () => {
    expect(insertAtCursor('abc', 'X', null, null)).toEqual({ text: 'abcX', caret: 4 });
    expect(insertAtCursor('abc', 'X', 10, 12)).toEqual({ text: 'abcX', caret: 4 });
    expect(insertAtCursor('abc', 'X', 2, 1)).toEqual({ text: 'abXc', caret: 3 });
  });
});
