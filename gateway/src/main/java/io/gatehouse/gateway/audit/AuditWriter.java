package io.gatehouse.gateway.audit;

import io.gatehouse.gateway.config.AuditOptions;
import io.micrometer.core.instrument.FunctionCounter;
import io.micrometer.core.instrument.Gauge;
import io.micrometer.core.instrument.MeterRegistry;
import io.vertx.core.Future;
import io.vertx.core.Vertx;
import io.vertx.core.json.JsonObject;
import org.jctools.queues.MpscArrayQueue;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.time.YearMonth;
import java.time.ZoneOffset;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.locks.LockSupport;

/**
 * The trail's own thread: an event loop encodes its call's record while the call's data is still in
 * its caches (read back later on this thread, cold, it cost three times as much), offers it to a
 * bounded queue without a lock (a locked one had the loops wait on each other and on this thread's
 * drain, and wake each other) and never wakes this thread, which takes what came every {@value #GATHER_MS} ms and
 * appends it in batches (well within a second of a call). A call whose answer came from another node
 * is handed over as it is and scanned and encoded here.
 * While the sink fails, records wait in a bounded backlog and the append is tried again every
 * second; past the bound, records are dropped and counted, and calls go on.
 */
final class AuditWriter implements AuditLog {

  private static final Logger LOG = LoggerFactory.getLogger(AuditWriter.class);
  /** How long the thread sleeps when nothing is waiting: waking it per call costs each call a context switch. */
  private static final long GATHER_MS = 100;
  private static final long RETRY_MS = 1000;
  private static final int BATCH = 500;
  private static final long CLOSE_WAIT_MS = 5000;

  private final AuditSink sink;
  private final AuditOptions options;
  /** Many event loops offer, this thread alone drains. */
  private final MpscArrayQueue<HandedRecord> queue;
  private final ArrayDeque<AuditRecord> pending = new ArrayDeque<>();
  private final List<AuditRecord> batch = new ArrayList<>(BATCH);
  private final RecordEncoder encoder;
  /** Each event loop's own: a record is encoded where the call's data was just used, not read back cold. */
  private final ThreadLocal<RecordEncoder> callersEncoder;
  private final AtomicLong dropped = new AtomicLong();
  private final AtomicLong written = new AtomicLong();
  private final AtomicLong failures = new AtomicLong();
  private final Thread thread;
  private volatile int pendingSize;
  private volatile boolean running = true;
  private YearMonth maintained;
  private long nextAttempt;
  private boolean failing;

  AuditWriter(AuditSink sink, AuditOptions options, MeterRegistry registry) {
    this.sink = sink;
    this.options = options;
    this.queue = new MpscArrayQueue<>(options.bufferSize());
    this.encoder = new RecordEncoder(options.includeArguments());
    this.callersEncoder = ThreadLocal.withInitial(() -> new RecordEncoder(options.includeArguments()));
    Gauge.builder("gatehouse_audit_backlog", this, w -> w.queue.size() + w.pendingSize)
      .description("Audit records waiting to be stored").register(registry);
    FunctionCounter.builder("gatehouse_audit_dropped", dropped, AtomicLong::get)
      .description("Audit records dropped because the buffer was full (store outage or overload)").register(registry);
    FunctionCounter.builder("gatehouse_audit_written", written, AtomicLong::get)
      .description("Audit records stored").register(registry);
    FunctionCounter.builder("gatehouse_audit_write_failures", failures, AtomicLong::get)
      .description("Failed attempts to store a batch of audit records").register(registry);
    this.thread = new Thread(this::run, "gatehouse-audit-writer");
    thread.setDaemon(true);
    thread.start();
  }

  @Override
  public boolean enabled() {
    return true;
  }

  @Override
  public void offer(AuditEvent event) {
    HandedRecord handed = event;
    if (event.answerBytes() == null) {
      try {
        handed = callersEncoder.get().encode(event);
      } catch (RuntimeException e) {
        dropped.incrementAndGet();
        LOG.warn("An audit record could not be built: {}", e.toString());
        return;
      }
    }
    if (!queue.offer(handed)) dropped.incrementAndGet();
  }

  @Override
  public List<JsonObject> query(AuditQuery query) throws Exception {
    return sink.query(query);
  }

  @Override
  public Future<Void> close(Vertx vertx) {
    // an unpark, not an interrupt: an interrupt would close the embedded sink's file channel mid-write
    running = false;
    LockSupport.unpark(thread);
    return vertx.executeBlocking(() -> {
      thread.join(CLOSE_WAIT_MS);
      sink.close();
      return null;
    }, false);
  }

  private void run() {
    List<HandedRecord> drained = new ArrayList<>(BATCH);
    boolean closing = false;
    while (!closing) {
      // read once per turn: a close seen here still has this turn write everything queued before it
      closing = !running || Thread.currentThread().isInterrupted();
      int taken = closing ? queue.drain(drained::add) : queue.drain(drained::add, BATCH);
      keep(drained);
      maintain();
      store(closing);
      if (taken < BATCH && !closing) LockSupport.parkNanos(GATHER_MS * 1_000_000);
    }
    if (!pending.isEmpty()) {
      LOG.warn("Stopped with {} audit records the store did not take (still failing); they are lost and"
        + " counted as dropped", pending.size());
      dropped.addAndGet(pending.size());
      pending.clear();
      pendingSize = 0;
    }
  }

  /** Handed records join the backlog, those still to encode encoded here; the backlog past its bound is dropped. */
  private void keep(List<HandedRecord> events) {
    for (HandedRecord event : events) {
      if (pending.size() >= options.bufferSize()) {
        dropped.incrementAndGet();
        continue;
      }
      try {
        pending.add(event.record(encoder));
      } catch (RuntimeException e) {
        dropped.incrementAndGet();
        LOG.warn("An audit record could not be built: {}", e.toString());
      }
    }
    events.clear();
    pendingSize = pending.size();
  }

  private void store(boolean closing) {
    long now = System.currentTimeMillis();
    while (!pending.isEmpty() && (now >= nextAttempt || closing)) {
      batch.clear();
      for (Iterator<AuditRecord> next = pending.iterator(); next.hasNext() && batch.size() < BATCH; ) {
        batch.add(next.next());
      }
      try {
        sink.append(batch);
      } catch (Exception e) {
        failures.incrementAndGet();
        nextAttempt = now + RETRY_MS;
        if (!failing) LOG.warn("Audit store unavailable, keeping up to {} records: {}", options.bufferSize(), e.toString());
        failing = true;
        return;
      } finally {
        pendingSize = pending.size();
      }
      for (int i = 0; i < batch.size(); i++) pending.poll();
      pendingSize = pending.size();
      written.addAndGet(batch.size());
      if (failing) LOG.info("Audit store back; {} records waiting", pending.size());
      failing = false;
    }
  }

  /** Once a month (and at start): the sink prepares months ahead and drops what retention ends. */
  private void maintain() {
    YearMonth month = YearMonth.now(ZoneOffset.UTC);
    if (month.equals(maintained)) return;
    try {
      sink.maintain(month, options.retentionMonths());
      maintained = month;
    } catch (Exception e) {
      LOG.warn("Audit store maintenance failed, tried again with the next batch: {}", e.toString());
    }
  }
}
