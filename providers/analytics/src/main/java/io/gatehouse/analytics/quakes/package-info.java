/**
 * Earthquake catalogue statistics over plain records: space-time DBSCAN on great-circle distance,
 * aftershock sequences in Gardner-Knopoff windows, and the Gutenberg-Richter b-value by maximum
 * likelihood. No Vert.x here.
 */
package io.gatehouse.analytics.quakes;
