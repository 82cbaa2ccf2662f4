export const betaApp = 'beta';
