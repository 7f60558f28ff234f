// Company sign-in's sentences with a value (docs/product.md#company-sign-in).
export { oidcIssuerProblem, samlMetadataProblem } from './sentences/company-sign-in-values';
