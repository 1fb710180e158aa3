/** Admin paths of the careers area (relative to the router's /admin basename). */
export const jobPaths = {
  list: '/career-management',
  create: '/career-management/new',
  edit: (id: string) => `/career-management/${id}`,
  applications: (id: string) => `/job-applications?${new URLSearchParams({ job: id }).toString()}`,
} as const;
