export * from './iban.ts';
