// What other features use of the letters: HR's Letters tab, the documents beside the compliance
// review, and the application list's letter action.

export { EmployeePapers } from './components/employee-papers';
export { LetterRowAction } from './components/letter-row-action';
export { LetterDocumentsReview, LettersPanel } from './components/letters-panel';
