/** This area's pages, relative to the admin's basename. */
export const CASE_STUDIES_PATH = '/case-studies';
export const NEW_CASE_STUDY_PATH = `${CASE_STUDIES_PATH}/new`;
export const CASE_STUDIES_ORDER_PATH = `${CASE_STUDIES_PATH}/order`;
export const caseStudyPath = (id: string): string => `${CASE_STUDIES_PATH}/${id}`;
