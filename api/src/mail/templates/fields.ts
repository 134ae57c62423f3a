/**
 * The kinds of value mail props hold, checked before a template renders: links are absolute
 * http(s) URLs (a `javascript:` link never reaches a button), times are ISO 8601, texts are
 * not blank.
 *
 * @example z.object({ confirmUrl: mailUrl, at: mailTime, title: mailText })
 */
import { z } from 'zod';

export const mailUrl = z.url({ protocol: /^https?$/, error: 'Use an absolute http(s) URL.' });

export const mailTime = z.iso.datetime({ offset: true, error: 'Use an ISO 8601 date and time.' });

export const mailText = z.string().trim().min(1, 'Must not be blank.');
