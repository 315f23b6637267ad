package io.gatehouse.gateway.cli;

import io.gatehouse.gateway.audit.AuditQuery;
import io.gatehouse.gateway.audit.AuditSink;
import io.gatehouse.gateway.audit.AuditTrails;
import io.vertx.core.json.JsonObject;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParentCommand;

import java.io.BufferedWriter;
import java.io.OutputStreamWriter;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;

/**
 * Reads the audit trail from the configured store and prints it as JSON Lines, oldest first. The
 * embedded trail's files are append-only, so this works beside a running gateway.
 */
@Command(name = "audit", description = "Export audit records as JSON Lines, filtered by key, tool and time.")
final class AuditCommand implements Callable<Integer> {

  @ParentCommand
  Main main;

  @Option(names = "--key", description = "Only this caller's records: a key id (key_...) or oauth:<subject>.")
  String key;

  @Option(names = "--tool", description = "Only this tool's records, e.g. vat_check.")
  String tool;

  @Option(names = "--from", description = "From this instant on, e.g. 2026-11-01T00:00:00Z.")
  String from;

  @Option(names = "--to", description = "Before this instant.")
  String to;

  @Option(names = "--limit", defaultValue = "100000", description = "At most this many records.")
  String limit;

  @Option(names = "--output", description = "Write to this file instead of standard output.")
  Path output;

  @Override
  public Integer call() throws Exception {
    AuditQuery query;
    try {
      query = AuditQuery.of(key, tool, from, to, limit);
    } catch (IllegalArgumentException e) {
      System.err.println("invalid option: " + e.getMessage());
      return 2;
    }
    GatewayRuntime runtime = GatewayRuntime.open(main.configFile(), false);
    AuditSink sink = AuditTrails.sink(runtime.vertx(), runtime.config());
    try {
      List<JsonObject> records = sink.query(query);
      try (BufferedWriter out = output == null
        ? new BufferedWriter(new OutputStreamWriter(new PrintStream(System.out, false, StandardCharsets.UTF_8), StandardCharsets.UTF_8))
        : Files.newBufferedWriter(output, StandardCharsets.UTF_8)) {
        for (JsonObject record : records) {
          out.write(record.encode());
          out.write('\n');
        }
      }
      return 0;
    } catch (Exception e) {
      System.err.println("failed: " + e.getMessage());
      return 1;
    } finally {
      sink.close();
      runtime.vertx().close();
    }
  }
}
