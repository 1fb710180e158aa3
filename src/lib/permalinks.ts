/** The one place content URLs are made (the site, the admin's "view" links, RSS, sitemaps). */
import { slugify } from './slug.ts';

export const blogPath = (page = 1): string => (page <= 1 ? '/blog' : `/blog/page/${page}`);
export const postPath = (slug: string): string => `/blog/${slug}`;
export const blogCategoryPath = (category: string): string => `/blog/category/${slugify(category)}`;
export const blogTagPath = (tag: string): string => `/blog/tag/${slugify(tag)}`;
export const caseStudyPath = (slug: string): string => `/case-studies/${slug}`;
export const portfolioPath = (slug: string): string => `/portfolio/${slug}`;
export const videoPath = (youtubeId: string): string => `/video/${youtubeId}`;
export const jobPath = (slug: string): string => `/careers/${slug}`;
