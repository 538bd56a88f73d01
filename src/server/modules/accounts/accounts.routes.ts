import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  addressAnswer,
  addressBody,
  addressIdParams,
  addressListAnswer,
  forgotPasswordBody,
  loginAnswer,
  loginBody,
  meAnswer,
  registerBody,
  resetPasswordBody,
  updatePasswordBody,
  updateProfileAnswer,
  updateProfileBody,
} from '#shared/api/accounts.ts';
import { messageBody } from '#shared/api/common.ts';
import { clearSessionCookie, currentCustomer, setSessionCookie } from '../../plugins/auth.ts';
import * as accounts from './accounts.service.ts';
import { AccountSlowdown, AttemptThrottle } from '../../lib/attempt-throttle.ts';
import { REQUEST_LIMITS } from '../../lib/request-limits.ts';
import { contentLocaleOf } from '../../lib/content-locale.ts';

const tags = ['accounts'];

export default async function accountsRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const resetMails = new AttemptThrottle(accounts.customerAttempts, 'reset', 3, 60 * 60_000);
  const loginGuards = (language: string): accounts.LoginGuards => ({
    perAddress: new AttemptThrottle(accounts.customerAttempts, 'login-address', 8, 15 * 60_000),
    perAccount: new AccountSlowdown(accounts.customerAttempts, 'login', 5, 15 * 60_000, 60_000),
    ownerAlerts: new AttemptThrottle(accounts.customerAttempts, 'login-alert', 1, 24 * 60 * 60_000),
    mailer: app.mailer,
    publicUrl: app.env.PUBLIC_URL,
    language,
  });
  // Mails about the account go out in the language the collector uses on the site.
  const changeNotice = (request: FastifyRequest): accounts.ChangeNotice => ({
    mailer: app.mailer,
    publicUrl: app.env.PUBLIC_URL,
    language: contentLocaleOf(request),
  });

  app.post('/user/register', {
    config: REQUEST_LIMITS.signIn,
    schema: {
      body: registerBody,
      response: { 200: messageBody },
      tags,
      summary:
        'Create a customer account (the answer is the same when the address already has one: its owner is e-mailed)',
    },
    handler: async (request) => {
      await accounts.register(app.db, app.mailer, app.env.PUBLIC_URL, request.body, contentLocaleOf(request));
      return { message: accounts.REGISTERED_MESSAGE };
    },
  });

  app.post('/user/login', {
    config: REQUEST_LIMITS.signIn,
    schema: {
      body: loginBody,
      response: { 200: loginAnswer },
      tags,
      summary: 'Log in: sets the httpOnly session cookie and answers the user with user_token (for Bearer use)',
    },
    handler: async (request, reply) => {
      const { user, token } = await accounts.login(app.db, loginGuards(contentLocaleOf(request)), {
        ...request.body,
        address: request.ip,
      });
      setSessionCookie(reply, app.env, token);
      reply.header('cache-control', 'no-store');
      return { message: 'You have successfully logged in.', result: { ...user, user_token: token } };
    },
  });

  app.post('/user/logout', {
    schema: { response: { 200: messageBody }, tags, summary: 'End the current session' },
    handler: async (request, reply) => {
      await accounts.logout(app.db, request.sessionToken);
      clearSessionCookie(reply, app.env);
      return { message: 'You have successfully logged out.' };
    },
  });

  app.get('/user/me', {
    onRequest: app.requireCustomer,
    schema: { response: { 200: meAnswer }, tags, summary: 'The logged-in customer' },
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { result: currentCustomer(request) };
    },
  });

  app.post('/user/updateProfile', {
    onRequest: app.requireCustomer,
    schema: {
      body: updateProfileBody,
      response: { 200: updateProfileAnswer },
      tags,
      summary: 'Update name, e-mail and phone; answers [ { message, result, user_token } ]',
    },
    handler: async (request) => {
      const user = await accounts.updateProfile(app.db, currentCustomer(request).id, request.body);
      return [{ message: 'Your profile has been saved.', result: user, user_token: request.sessionToken ?? undefined }];
    },
  });

  app.post('/user/updatePassword', {
    onRequest: app.requireCustomer,
    config: REQUEST_LIMITS.signIn,
    schema: {
      body: updatePasswordBody,
      response: { 200: messageBody },
      tags,
      summary: 'Change the password; every other session is ended',
    },
    handler: async (request) => {
      await accounts.changePassword(
        app.db,
        currentCustomer(request).id,
        request.sessionToken,
        request.body,
        changeNotice(request),
      );
      return { message: 'Your password has been changed. Other devices have been logged out.' };
    },
  });

  app.post('/user/forgotPassword', {
    config: REQUEST_LIMITS.signIn,
    schema: {
      body: forgotPasswordBody,
      response: { 200: messageBody },
      tags,
      summary: 'E-mail a password reset link (the answer is the same whether the account exists)',
    },
    handler: async (request) => {
      await accounts.requestPasswordReset(
        app.db,
        app.mailer,
        resetMails,
        app.env.PUBLIC_URL,
        request.body.email,
        contentLocaleOf(request),
      );
      return { message: accounts.FORGOT_PASSWORD_MESSAGE };
    },
  });

  app.post('/user/resetPassword', {
    config: REQUEST_LIMITS.signIn,
    schema: {
      body: resetPasswordBody,
      response: { 200: messageBody },
      tags,
      summary: 'Set a new password from a reset link; every session is ended',
    },
    handler: async (request, reply) => {
      await accounts.resetPassword(app.db, request.body.token, request.body.password, changeNotice(request));
      clearSessionCookie(reply, app.env);
      return { message: 'Your password has been reset. Please log in with your new password.' };
    },
  });

  app.get('/user/addresses', {
    onRequest: app.requireCustomer,
    schema: { response: { 200: addressListAnswer }, tags, summary: "The customer's addresses, default first" },
    handler: async (request) => ({ result: await accounts.listAddresses(app.db, currentCustomer(request).id) }),
  });

  app.post('/user/addresses', {
    onRequest: app.requireCustomer,
    schema: { body: addressBody, response: { 200: addressAnswer }, tags, summary: 'Save a new address' },
    handler: async (request) => ({
      message: 'Address saved.',
      result: await accounts.addAddress(app.db, currentCustomer(request).id, request.body),
    }),
  });

  app.put('/user/addresses/:id', {
    onRequest: app.requireCustomer,
    schema: {
      params: addressIdParams,
      body: addressBody,
      response: { 200: addressAnswer },
      tags,
      summary: 'Replace one of the customer’s addresses',
    },
    handler: async (request) => ({
      message: 'Address saved.',
      result: await accounts.replaceAddress(app.db, currentCustomer(request).id, request.params.id, request.body),
    }),
  });

  app.delete('/user/addresses/:id', {
    onRequest: app.requireCustomer,
    schema: {
      params: addressIdParams,
      response: { 200: messageBody },
      tags,
      summary: 'Delete one of the customer’s addresses',
    },
    handler: async (request) => {
      await accounts.removeAddress(app.db, currentCustomer(request).id, request.params.id);
      return { message: 'Address deleted.' };
    },
  });
}
