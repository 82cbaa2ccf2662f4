// The mail layer: SMTP when configured, otherwise .eml files in DATA_DIR/outbox; every mail is
// logged. Routes send through `app.mail` and lay mails out with `renderMail`.
export * from './mailConfig';
export * from './mailer';
export * from './mailLayout';
export { default as mailPlugin } from './mailPlugin';
