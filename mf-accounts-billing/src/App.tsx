import { PATHS, remoteByName } from '@qip/shared-contracts';
import { RemoteLandingPage } from '@qip/shared-ui';
import { Navigate, Route, Routes } from 'react-router-dom';
import { AddNewServicePage } from './features/add-new-service';
import { BillingPage } from './features/billing';
import { HelpPage } from './features/help';
import { MessageDetailPage, MessagesPage } from './features/messages';
import { AuthPaymentRedirect, PaymentPage } from './features/payment';
import { UpdatePaymentMethodPage } from './features/payment-methods';
import { PricingPlansPage } from './features/pricing-plans';
import { ServicesPage, UpgradePage } from './features/services';
import { SignupPage } from './features/signup';
import { EditSubscriptionPage, PlanChangePage } from './features/subscription';
import { CreateUserPage, UpdateUserPage, UserListPage, UserManagementPage } from './features/users';
import { ForgotPasswordPage, SetPasswordPage } from './features/passwords';

const remote = remoteByName('mf-accounts-billing');
const landing = <RemoteLandingPage remote={remote} />;

/** The pages of this area; an address under it that names no page shows the area's landing page. */
export function App() {
  return (
    <Routes>
      <Route path={PATHS.pricingPlans} element={<PricingPlansPage />} />
      <Route path={PATHS.authPricingPlans} element={<PricingPlansPage />} />
      <Route path={PATHS.signup} element={<SignupPage kind="paid" />} />
      <Route path={PATHS.freeTrial} element={<SignupPage kind="trial" />} />
      <Route path={PATHS.payment} element={<PaymentPage />} />
      <Route path={PATHS.authPayment} element={<AuthPaymentRedirect />} />
      <Route path={PATHS.addNewService} element={<AddNewServicePage />} />
      <Route path={`${PATHS.updatePaymentMethod}/*`} element={<UpdatePaymentMethodPage />} />
      <Route path={`${PATHS.userManagement}/billing/:billingChoiceId`} element={<BillingPage />} />
      <Route path={`${PATHS.userManagement}/billing`} element={<Navigate to={PATHS.billing(2)} replace />} />
      <Route path={PATHS.editSubscription} element={<EditSubscriptionPage />} />
      <Route path={PATHS.upgradeSubscription} element={<PlanChangePage direction="upgrade" />} />
      <Route path={PATHS.downgradeSubscription} element={<PlanChangePage direction="downgrade" />} />
      <Route path={PATHS.userManagement} element={<UserManagementPage />} />
      <Route path={PATHS.userList} element={<UserListPage />} />
      <Route path={PATHS.createUser} element={<CreateUserPage />} />
      <Route path={PATHS.updateUser} element={<UpdateUserPage />} />
      <Route path={PATHS.userManagementServices} element={<ServicesPage />} />
      <Route path={`${PATHS.userManagementServices}/upgrade`} element={<UpgradePage />} />
      <Route path={`${PATHS.userManagement}/*`} element={landing} />
      <Route path={PATHS.messages} element={<MessagesPage />} />
      <Route path={`${PATHS.messages}/:messageId`} element={<MessageDetailPage />} />
      <Route path={`${PATHS.help}/*`} element={<HelpPage />} />
      <Route path={PATHS.forgotPassword} element={<ForgotPasswordPage />} />
      <Route path={`${PATHS.forgotPassword}/:token`} element={<SetPasswordPage />} />
      <Route path="*" element={landing} />
    </Routes>
  );
}
