// The program that writes a record, in its App header (tests/records keep it equal to package.json's version).
export const APP_NAME = 'Kartenrunde';
export const APP_VERSION = '0.1.0';
export const APP = `${APP_NAME} ${APP_VERSION}`;
