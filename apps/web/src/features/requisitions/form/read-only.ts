// Whether the viewer may change the requisition at all (JOB_POSTING): without it the steps show no
// save, add, edit or delete buttons, not merely disabled ones.
import { createContext, useContext } from 'react';

export const ReadOnlyContext = createContext(false);

export const useReadOnly = () => useContext(ReadOnlyContext);
