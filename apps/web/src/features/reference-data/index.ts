// Reference data's public face: the lookups other features read (the screen itself is a lazy page).
export {
  type RefItemOf,
  referenceFilterOptions,
  referenceKeys,
  type TRefLookupKind,
  useCitiesOfCountry,
  useCountriesWithStates,
  useDisciplines,
  useReferenceLookup,
  useRoleResponsibilities,
} from './api';
export { ReferenceMultiSelectField, ReferenceSelectField } from './components/reference-fields';
