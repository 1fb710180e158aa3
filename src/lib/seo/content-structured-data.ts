import type { Article, BlogPosting, FAQPage, JobPosting, VideoObject } from 'schema-dts';
import { isoDuration } from '../format.ts';
import { type Node, organizationId } from './structured-data.ts';

const absolute = (site: string, path: string) => new URL(path, site).href;

/** What every article (a blog post, a case study) says about itself. */
interface ArticleFacts {
  path: string;
  title: string;
  description: string;
  imageUrl: string;
  publishedAt: Date;
  modifiedAt: Date;
}

/** The properties every article node shares, in schema.org's names. */
const articleProperties = (site: string, article: ArticleFacts) => ({
  url: absolute(site, article.path),
  headline: article.title,
  description: article.description,
  image: article.imageUrl,
  datePublished: article.publishedAt.toISOString(),
  dateModified: article.modifiedAt.toISOString(),
});

export interface PostFacts extends ArticleFacts {
  authorName?: string | undefined;
  authorUrl?: string | undefined;
  category?: string | null | undefined;
  tags: readonly string[];
  wordCount: number;
}

export function blogPosting(site: string, post: PostFacts): Node<BlogPosting> {
  return {
    '@type': 'BlogPosting',
    '@id': `${absolute(site, post.path)}#article`,
    mainEntityOfPage: absolute(site, post.path),
    ...articleProperties(site, post),
    author: post.authorName
      ? { '@type': 'Person', name: post.authorName, ...(post.authorUrl ? { url: post.authorUrl } : {}) }
      : { '@id': organizationId(site) },
    publisher: { '@id': organizationId(site) },
    ...(post.category ? { articleSection: post.category } : {}),
    ...(post.tags.length > 0 ? { keywords: post.tags.join(', ') } : {}),
    wordCount: post.wordCount,
    inLanguage: 'en',
  };
}

export interface CaseStudyFacts extends ArticleFacts {
  client: string;
}

export function caseStudyArticle(site: string, study: CaseStudyFacts): Node<Article> {
  return {
    '@type': 'Article',
    ...articleProperties(site, study),
    author: { '@id': organizationId(site) },
    publisher: { '@id': organizationId(site) },
    about: { '@type': 'Organization', name: study.client },
  };
}

export interface VideoFacts {
  path: string;
  youtubeId: string;
  title: string;
  description: string;
  uploadDate: Date;
  durationSeconds: number | null;
}

export function videoObject(site: string, video: VideoFacts): Node<VideoObject> {
  return {
    '@type': 'VideoObject',
    name: video.title,
    description: video.description,
    url: absolute(site, video.path),
    thumbnailUrl: `https://i.ytimg.com/vi/${video.youtubeId}/hqdefault.jpg`,
    uploadDate: video.uploadDate.toISOString(),
    ...(video.durationSeconds ? { duration: isoDuration(video.durationSeconds) } : {}),
    embedUrl: `https://www.youtube-nocookie.com/embed/${video.youtubeId}`,
    contentUrl: `https://www.youtube.com/watch?v=${video.youtubeId}`,
    publisher: { '@id': organizationId(site) },
  };
}

export function faqPage(
  site: string,
  path: string,
  faqs: readonly { question: string; answer: string }[],
): Node<FAQPage> {
  return {
    '@type': 'FAQPage',
    url: absolute(site, path),
    mainEntity: faqs.map((faq) => ({
      '@type': 'Question',
      name: faq.question,
      acceptedAnswer: { '@type': 'Answer', text: faq.answer },
    })),
  };
}

export interface JobFacts {
  path: string;
  title: string;
  descriptionHtml: string;
  publishedAt: Date;
  validThrough: Date | null;
  employmentType: 'full_time' | 'part_time' | 'contract' | 'internship';
  remote: boolean;
  location: {
    city?: string | null;
    region?: string | null;
    country?: string | null;
    street?: string | null;
    postalCode?: string | null;
  };
  salary?:
    | { min: number | null; max: number | null; currency: string; period: 'year' | 'month' | 'hour' }
    | undefined;
  companyName: string;
  department: string;
}

const EMPLOYMENT_TYPES = {
  full_time: 'FULL_TIME',
  part_time: 'PART_TIME',
  contract: 'CONTRACTOR',
  internship: 'INTERN',
} as const;
const SALARY_UNITS = { year: 'YEAR', month: 'MONTH', hour: 'HOUR' } as const;

export function jobPosting(site: string, job: JobFacts): Node<JobPosting> {
  const salary = job.salary && (job.salary.min !== null || job.salary.max !== null) ? job.salary : undefined;
  return {
    '@type': 'JobPosting',
    title: job.title,
    description: job.descriptionHtml,
    url: absolute(site, job.path),
    datePosted: job.publishedAt.toISOString().slice(0, 10),
    ...(job.validThrough ? { validThrough: job.validThrough.toISOString() } : {}),
    employmentType: EMPLOYMENT_TYPES[job.employmentType],
    industry: 'Marketing and advertising',
    occupationalCategory: job.department,
    hiringOrganization: {
      '@type': 'Organization',
      '@id': organizationId(site),
      name: job.companyName,
      sameAs: absolute(site, '/'),
    },
    jobLocation: {
      '@type': 'Place',
      address: {
        '@type': 'PostalAddress',
        ...(job.location.street ? { streetAddress: job.location.street } : {}),
        ...(job.location.city ? { addressLocality: job.location.city } : {}),
        ...(job.location.region ? { addressRegion: job.location.region } : {}),
        ...(job.location.postalCode ? { postalCode: job.location.postalCode } : {}),
        addressCountry: job.location.country ?? 'US',
      },
    },
    ...(job.remote
      ? {
          jobLocationType: 'TELECOMMUTE',
          applicantLocationRequirements: { '@type': 'Country', name: 'United States' },
        }
      : {}),
    ...(salary
      ? {
          baseSalary: {
            '@type': 'MonetaryAmount',
            currency: salary.currency,
            value: {
              '@type': 'QuantitativeValue',
              ...(salary.min !== null ? { minValue: salary.min } : {}),
              ...(salary.max !== null ? { maxValue: salary.max } : {}),
              unitText: SALARY_UNITS[salary.period],
            },
          },
        }
      : {}),
    directApply: true,
  };
}
