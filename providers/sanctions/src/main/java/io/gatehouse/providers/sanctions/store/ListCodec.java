package io.gatehouse.providers.sanctions.store;

import io.gatehouse.providers.sanctions.model.ListEntry;
import io.gatehouse.providers.sanctions.model.ListInfo;
import io.gatehouse.providers.sanctions.model.SanctionsList;
import io.vertx.core.json.JsonObject;

import java.io.BufferedReader;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.zip.GZIPInputStream;
import java.util.zip.GZIPOutputStream;

/** A stored list: gzipped JSON lines, the list's description first, then one entry a line. */
final class ListCodec {

  private ListCodec() {
  }

  static void write(SanctionsList list, OutputStream target) throws IOException {
    try (BufferedWriter out = new BufferedWriter(new OutputStreamWriter(
      new GZIPOutputStream(target, 1 << 16), StandardCharsets.UTF_8))) {
      out.write(list.info().toJson().encode());
      out.newLine();
      for (ListEntry entry : list.entries()) {
        out.write(EntryCodec.encode(entry).encode());
        out.newLine();
      }
    }
  }

  static SanctionsList read(InputStream source, String name) throws IOException {
    try (BufferedReader in = new BufferedReader(new InputStreamReader(
      new GZIPInputStream(source, 1 << 16), StandardCharsets.UTF_8))) {
      String header = in.readLine();
      if (header == null) throw new IOException(name + " is empty");
      ListInfo info = ListInfo.fromJson(new JsonObject(header));
      List<ListEntry> entries = new ArrayList<>(info.entries());
      String line;
      while ((line = in.readLine()) != null) entries.add(EntryCodec.decode(new JsonObject(line)));
      return new SanctionsList(info, entries);
    }
  }
}
