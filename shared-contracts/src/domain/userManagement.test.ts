import { fullName, splitName, USER_MESSAGES, userRemovalRefusal } from './userManagement';

describe('userRemovalRefusal', () => {
  it('lets an administrator remove a member', () => {
    expect(userRemovalRefusal('admin-1', { id: 'member-1', role: 'member' })).toBeNull();
  });

  it('refuses removing yourself', () => {
    expect(userRemovalRefusal('admin-1', { id: 'admin-1', role: 'admin' })).toBe(USER_MESSAGES.cannotRemoveSelf);
  });

  it('refuses removing another administrator', () => {
    expect(userRemovalRefusal('admin-1', { id: 'admin-2', role: 'admin' })).toBe(
      USER_MESSAGES.cannotRemoveAdministrator,
    );
  });
});

describe('names', () => {
  it('joins the first and last name with a space, leaving out an empty one', () => {
    expect(fullName(' Ada ', ' Lovelace ')).toBe('Ada Lovelace');
    expect(fullName('Ada', '')).toBe('Ada');
  });

  it('splits a stored name into its first word and the rest', () => {
    expect(splitName('Mary Ann Smith')).toEqual({ firstName: 'Mary', lastName: 'Ann Smith' });
    expect(splitName('Cher')).toEqual({ firstName: 'Cher', lastName: '' });
  });
});
