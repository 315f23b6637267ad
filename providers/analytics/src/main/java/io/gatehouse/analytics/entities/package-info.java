/**
 * Company name normalisation and matching across registers and lists (SEC, EPA facility owners,
 * business registers, sanctions lists), each match with the evidence behind it. No Vert.x here.
 */
package io.gatehouse.analytics.entities;
