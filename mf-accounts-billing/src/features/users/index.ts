export { UserManagementPage } from './components/UserManagementPage';
export { UserListPage } from './components/UserListPage';
export { CreateUserPage } from './components/CreateUserPage';
export { UpdateUserPage } from './components/UpdateUserPage';
