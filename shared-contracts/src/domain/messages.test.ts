import { messagesLinkLabel, unreadBadgeText } from './messages';

describe('messagesLinkLabel', () => {
  it('names the unread count when there is one', () => {
    expect(messagesLinkLabel(2)).toBe('Messages, 2 unread');
    expect(messagesLinkLabel(1)).toBe('Messages, 1 unread');
  });

  it('is just Messages with nothing unread', () => {
    expect(messagesLinkLabel(0)).toBe('Messages');
  });
});

describe('unreadBadgeText', () => {
  it('shows no badge at 0, the count up to 99, then 99+', () => {
    expect(unreadBadgeText(0)).toBeNull();
    expect(unreadBadgeText(7)).toBe('7');
    expect(unreadBadgeText(99)).toBe('99');
    expect(unreadBadgeText(100)).toBe('99+');
  });
});
