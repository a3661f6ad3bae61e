export {
  createHttpPostalCodeLookup,
  type PostalCodeLookup,
  type PostalCodePlace,
  PostalCodeUnavailableError,
} from './postal-code-lookup.ts';
export { postalCodeRoutes } from './postal-codes.routes.ts';
