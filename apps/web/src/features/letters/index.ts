// What other features use of the letters: HR's Letters tab, the documents beside the compliance
// review, the application list's letter action, and the applicant's registration from an emailed
// link (which "Your applications" shares).

export { EmployeePapers } from './components/employee-papers';
export { LetterRowAction } from './components/letter-row-action';
export { LetterDocumentsReview, LettersPanel } from './components/letters-panel';
export { ApplicantSignIn, Registration } from './components/registration';
