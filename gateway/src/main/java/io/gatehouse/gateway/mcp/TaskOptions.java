package io.gatehouse.gateway.mcp;

/**
 * Limits of the tasks a node keeps (tasks extension, 2026-07-28).
 *
 * @param ttlMs          how long a task stays readable after its creation; its work is cancelled
 *                       if it is still running then
 * @param pollIntervalMs the polling interval suggested to clients
 * @param maxTasks       tasks kept at most; past it the oldest are dropped (and cancelled)
 */
public record TaskOptions(long ttlMs, long pollIntervalMs, int maxTasks) {

  public static TaskOptions defaults() {
    return new TaskOptions(15 * 60_000L, 1_000L, 10_000);
  }
}
