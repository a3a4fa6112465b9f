import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@stationboard/domain/messages';
import { authFailure } from '../api/auth-outcome.ts';
import { GEG1, PDX2, PUBLIC_CONFIG, deferred, fail, fakeApi, ok } from '../../../testing/fake-api.ts';
import { SIGNED_OUT_AUTH, fakeAuth, renderWithProviders } from '../../../testing/render.tsx';
import { AuthForm } from './auth-form.tsx';

function renderForm(auth = fakeAuth(null, SIGNED_OUT_AUTH)) {
  renderWithProviders(<AuthForm />, { auth });
  return { auth, user: userEvent.setup() };
}

const employeeId = () => screen.getByLabelText(MESSAGES.employeeIdLabel);
const password = () => screen.getByLabelText(MESSAGES.passwordLabel);
const confirm = () => screen.getByLabelText(MESSAGES.confirmPasswordLabel);

/** Switches to sign-up, fills a valid form for `id` at GEG1, and sends it. */
async function signUpAs(user: ReturnType<typeof renderForm>['user'], id: string) {
  await user.click(screen.getByRole('button', { name: MESSAGES.toggleToSignUp }));
  await user.type(employeeId(), id);
  await user.type(password(), 'secret1');
  await user.type(confirm(), 'secret1');
  await waitFor(() => expect(screen.getByLabelText(MESSAGES.fulfillmentCenterLabel)).toBeEnabled());
  await user.selectOptions(screen.getByLabelText(MESSAGES.fulfillmentCenterLabel), GEG1.id);
  await user.click(screen.getByRole('button', { name: MESSAGES.createAccount }));
}

const errorText = () => screen.queryByRole('alert');

describe('sign-in form', () => {
  it('shows the mail domain after the Employee ID field and says what the email will be', async () => {
    fakeApi({ 'GET /api/config/public': () => PUBLIC_CONFIG });
    renderForm();
    expect(await screen.findByText('@stationboard.local')).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.employeeIdEmailHint('stationboard.local'))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: MESSAGES.signIn })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: MESSAGES.forgotPassword })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: MESSAGES.toggleToSignUp })).toBeInTheDocument();
  });

  it("reports one problem at a time in the spec's order and clears it on typing", async () => {
    fakeApi({ 'GET /api/config/public': () => PUBLIC_CONFIG });
    const { auth, user } = renderForm();
    const submit = screen.getByRole('button', { name: MESSAGES.signIn });

    await user.click(submit);
    expect(errorText()).toHaveTextContent(MESSAGES.employeeIdRequired);

    await user.type(employeeId(), 'jdoe@stationboard.local');
    expect(errorText()).not.toBeInTheDocument();

    await user.click(submit);
    expect(errorText()).toHaveTextContent(MESSAGES.passwordRequired);

    await user.type(password(), 'abc');
    expect(errorText()).not.toBeInTheDocument();
    await user.click(submit);
    expect(errorText()).toHaveTextContent(MESSAGES.passwordTooShort);

    // Only once the password is fine does the '@' rule speak.
    await user.type(password(), 'defg');
    await user.click(submit);
    expect(errorText()).toHaveTextContent(MESSAGES.employeeIdWithoutDomain);
    expect(auth.signIn).not.toHaveBeenCalled();
  });

  it('treats a blank employee ID as missing', async () => {
    fakeApi({ 'GET /api/config/public': () => PUBLIC_CONFIG });
    const { user } = renderForm();
    await user.type(employeeId(), '   ');
    await user.type(password(), 'secret1');
    await user.click(screen.getByRole('button', { name: MESSAGES.signIn }));
    expect(errorText()).toHaveTextContent(MESSAGES.employeeIdRequired);
  });

  it('signs in with the trimmed ID and shows the failure text it gets back', async () => {
    fakeApi({ 'GET /api/config/public': () => PUBLIC_CONFIG });
    const auth = fakeAuth(null, { ...SIGNED_OUT_AUTH });
    auth.signIn = async () => authFailure(MESSAGES.authenticationFailed);
    const { user } = renderForm(auth);
    await user.type(employeeId(), ' jdoe ');
    await user.type(password(), 'secret1');
    await user.click(screen.getByRole('button', { name: MESSAGES.signIn }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.authenticationFailed);
  });
});

describe('sign-up mode', () => {
  it('adds the SSO warning, Confirm Password and the center select, and the button reads Create Account', async () => {
    fakeApi({ 'GET /api/config/public': () => PUBLIC_CONFIG, 'GET /api/fulfillment-centers/public': () => ok([GEG1, PDX2]) });
    const { user } = renderForm();
    await user.click(screen.getByRole('button', { name: MESSAGES.toggleToSignUp }));

    expect(screen.getByText(MESSAGES.singleSignOnWarning)).toBeInTheDocument();
    expect(confirm()).toBeInTheDocument();
    expect(screen.getByRole('button', { name: MESSAGES.createAccount })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: MESSAGES.forgotPassword })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: MESSAGES.toggleToSignIn })).toBeInTheDocument();

    const select = screen.getByLabelText(MESSAGES.fulfillmentCenterLabel);
    await waitFor(() => expect(select).toBeEnabled());
    const options = within(select)
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options).toEqual([MESSAGES.selectFulfillmentCenter, 'Spokane Fulfillment Center (GEG1)', 'Portland Sortation Center (PDX2)']);
  });

  it('says the centers are loading, then that they failed', async () => {
    const answer = deferred<ReturnType<typeof fail>>();
    fakeApi({ 'GET /api/config/public': () => PUBLIC_CONFIG, 'GET /api/fulfillment-centers/public': () => answer.promise });
    const { user } = renderForm();
    await user.click(screen.getByRole('button', { name: MESSAGES.toggleToSignUp }));
    expect(screen.getByRole('option', { name: MESSAGES.loadingFulfillmentCenters })).toBeInTheDocument();
    answer.resolve(fail(500, 'boom'));
    expect(await screen.findByText(MESSAGES.fulfillmentCentersFailed)).toBeInTheDocument();
  });

  it('checks the confirmation before the @ rule and the center last', async () => {
    fakeApi({ 'GET /api/config/public': () => PUBLIC_CONFIG, 'GET /api/fulfillment-centers/public': () => ok([GEG1]) });
    const { user } = renderForm();
    await user.click(screen.getByRole('button', { name: MESSAGES.toggleToSignUp }));
    const submit = screen.getByRole('button', { name: MESSAGES.createAccount });

    await user.type(employeeId(), 'jdoe@x');
    await user.type(password(), 'secret1');
    await user.type(confirm(), 'secret2');
    await user.click(submit);
    expect(errorText()).toHaveTextContent(MESSAGES.passwordsDoNotMatch);

    await user.clear(confirm());
    await user.type(confirm(), 'secret1');
    await user.click(submit);
    expect(errorText()).toHaveTextContent(MESSAGES.employeeIdWithoutDomain);

    await user.clear(employeeId());
    await user.type(employeeId(), 'jdoe');
    await user.click(submit);
    expect(errorText()).toHaveTextContent(MESSAGES.fulfillmentCenterRequired);

    await user.selectOptions(screen.getByLabelText(MESSAGES.fulfillmentCenterLabel), GEG1.id);
    expect(errorText()).not.toBeInTheDocument();
  });

  it('returns to sign-in with the green message, keeping only the employee ID', async () => {
    const api = fakeApi({
      'GET /api/config/public': () => PUBLIC_CONFIG,
      'GET /api/fulfillment-centers/public': () => ok([GEG1]),
      'POST /api/auth/sign-up/email': () => ({ body: { token: null, user: { id: 'u', email: 'new.hire@stationboard.local' } } }),
    });
    const { user } = renderForm();
    await signUpAs(user, 'New.Hire');

    const notice = await screen.findByText(MESSAGES.signUpSucceeded);
    expect(notice.closest('[data-tone]')).toHaveAttribute('data-tone', 'success');
    expect(screen.getByRole('button', { name: MESSAGES.signIn })).toBeInTheDocument();
    expect(employeeId()).toHaveValue('New.Hire');
    expect(password()).toHaveValue('');
    expect(api.bodies['POST /api/auth/sign-up/email']?.[0]).toMatchObject({
      email: 'new.hire@stationboard.local',
      employee_id: 'New.Hire',
      display_name: 'New.Hire',
      name: 'New.Hire',
      fulfillment_center_id: GEG1.id,
      callbackURL: `${window.location.origin}/`,
    });
  });

  it('returns to sign-in with the blue note when the ID is already registered', async () => {
    fakeApi({
      'GET /api/config/public': () => PUBLIC_CONFIG,
      'GET /api/fulfillment-centers/public': () => ok([GEG1]),
      'POST /api/auth/sign-up/email': () => ({ status: 422, body: { code: 'USER_ALREADY_EXISTS', message: 'User already registered' } }),
    });
    const { user } = renderForm();
    await signUpAs(user, 'jdoe');

    const note = await screen.findByText(MESSAGES.alreadyRegistered);
    expect(note.closest('[data-tone]')).toHaveAttribute('data-tone', 'info');
    expect(screen.getByRole('button', { name: MESSAGES.signIn })).toBeInTheDocument();
  });

  it('shows Authentication failed when the server refuses the sign-up for another reason', async () => {
    fakeApi({
      'GET /api/config/public': () => PUBLIC_CONFIG,
      'GET /api/fulfillment-centers/public': () => ok([GEG1]),
      'POST /api/auth/sign-up/email': () => ({ status: 400, body: { code: 'INVALID_SIGN_UP', message: 'nope' } }),
    });
    const { user } = renderForm();
    await signUpAs(user, 'jdoe');
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.authenticationFailed);
  });
});

describe('a page opened at another address than the server', () => {
  it("shows the server's words naming APP_ORIGIN when the sign-up is refused for its origin", async () => {
    const words = MESSAGES.wrongOrigin('http://127.0.0.1:3000', 'http://localhost:3000');
    fakeApi({
      'GET /api/config/public': () => PUBLIC_CONFIG,
      'GET /api/fulfillment-centers/public': () => ok([GEG1]),
      'POST /api/auth/sign-up/email': () => ({ status: 403, body: { code: 'INVALID_ORIGIN', message: words } }),
    });
    const { user } = renderForm();
    await signUpAs(user, 'jdoe');
    expect(await screen.findByRole('alert')).toHaveTextContent(words);
  });
});

describe('toggling between modes', () => {
  it('clears every field, the error and the message', async () => {
    fakeApi({ 'GET /api/config/public': () => PUBLIC_CONFIG, 'GET /api/fulfillment-centers/public': () => ok([GEG1]) });
    const { user } = renderForm();
    await user.type(employeeId(), 'jdoe');
    await user.click(screen.getByRole('button', { name: MESSAGES.signIn }));
    expect(errorText()).toHaveTextContent(MESSAGES.passwordRequired);

    await user.click(screen.getByRole('button', { name: MESSAGES.toggleToSignUp }));
    expect(errorText()).not.toBeInTheDocument();
    expect(employeeId()).toHaveValue('');

    await user.type(employeeId(), 'jdoe');
    await user.type(password(), 'secret1');
    await user.type(confirm(), 'secret1');
    await user.click(screen.getByRole('button', { name: MESSAGES.toggleToSignIn }));
    expect(employeeId()).toHaveValue('');
    expect(password()).toHaveValue('');
    expect(screen.queryByLabelText(MESSAGES.confirmPasswordLabel)).not.toBeInTheDocument();
  });
});

describe('single sign-on (decision 168)', () => {
  const withProvider = (localPasswords: boolean) =>
    ok({ product: 'Stationboard', mail_domain: 'stationboard.local', single_sign_on: { provider_name: 'Warehouse ID' }, local_passwords: localPasswords });

  it('offers "Sign in with <provider>" below the form in sign-in mode only', async () => {
    fakeApi({ 'GET /api/config/public': () => withProvider(true) });
    const { user } = renderForm();
    expect(await screen.findByRole('button', { name: MESSAGES.signInWith('Warehouse ID') })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: MESSAGES.signIn })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: MESSAGES.toggleToSignUp }));
    expect(screen.queryByRole('button', { name: MESSAGES.signInWith('Warehouse ID') })).not.toBeInTheDocument();
  });

  it("without local passwords shows the provider alone, and the server's refusal to start", async () => {
    const api = fakeApi({ 'GET /api/config/public': () => withProvider(false), 'POST /api/auth/sign-in/social': () => fail(500, 'down') });
    const { user } = renderForm();
    await user.click(await screen.findByRole('button', { name: MESSAGES.signInWith('Warehouse ID') }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.ssoFailed);
    expect(api.calls).toContain('POST /api/auth/sign-in/social');
    expect(screen.queryByLabelText(MESSAGES.employeeIdLabel)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: MESSAGES.forgotPassword })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: MESSAGES.toggleToSignUp })).not.toBeInTheDocument();
  });
});
