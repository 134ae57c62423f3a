/** Building blocks several home sections share (content/en/home/<section>.yaml). */
import { z } from 'astro/zod';

/** Heading block every home section after the hero opens with. */
export const sectionIntro = {
  /** Short line above the heading. */
  eyebrow: z.string().min(1).max(40),
  /** The section's h2. */
  heading: z.string().min(1).max(90),
  /** One or two sentences under the heading. */
  intro: z.string().min(1).max(400),
};

/** A question and its answer; also published as FAQPage structured data. */
export const faq = z.object({ question: z.string().min(1).max(160), answer: z.string().min(1).max(700) });
