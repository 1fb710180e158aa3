/** The blog area's URLs, relative to the admin's basename. */
export const blogPaths = {
  list: '/blog-posts',
  create: '/blog-posts/new',
  editor: (id: string) => `/blog-posts/${id}`,
} as const;
