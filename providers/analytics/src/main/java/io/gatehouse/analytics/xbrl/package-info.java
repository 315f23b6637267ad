/**
 * Normalisation of SEC XBRL company facts: duplicates removed, the latest filing kept per period,
 * discrete quarters (Q4 included) derived from year-to-date and annual figures, trailing twelve
 * months summed, and synonym concepts mapped to one standard name. No Vert.x here.
 */
package io.gatehouse.analytics.xbrl;
