package io.gatehouse.it.faults;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.concurrent.TimeUnit;

/**
 * A size-limited tmpfs mounted on a test's folder: a real file system that runs out of space, so
 * that the gateway meets ENOSPC from the kernel, not from a double. The gateway runs in the test's
 * process, so the mount must be visible to it: an unprivileged mount (in a user namespace) would
 * only be seen by a child process. Mounting thus needs root or CAP_SYS_ADMIN, which the CI's
 * container has; without it the test is skipped and says why.
 */
final class SmallDisk implements AutoCloseable {

  private static final String NO_SPACE = "No space left on device";

  private final Path root;
  private final Path filler;

  private SmallDisk(Path root) {
    this.root = root;
    this.filler = root.resolve("filler");
  }

  /** Mounts a tmpfs of {@code megabytes} on {@code root} (created), or skips the test saying why it cannot. */
  static SmallDisk mount(Path root, int megabytes) throws IOException, InterruptedException {
    Files.createDirectories(root);
    String refusal = run("mount", "-t", "tmpfs", "-o", "size=" + megabytes + "m,mode=0700", "tmpfs", root.toString());
    assumeTrue(refusal == null, () -> "Skipped: a full disk is simulated by a size-limited tmpfs, and mounting one"
      + " needs root or CAP_SYS_ADMIN, which this run lacks (mount said: " + refusal + ")");
    return new SmallDisk(root);
  }

  Path root() {
    return root;
  }

  /**
   * Writes a filler file until the file system refuses it, in ever smaller pieces, so that not a
   * byte is left: from then on only what fits in a file's last, partly used block can be written.
   */
  void fill() throws IOException {
    try (FileChannel out = FileChannel.open(filler, StandardOpenOption.CREATE, StandardOpenOption.WRITE,
      StandardOpenOption.APPEND)) {
      for (int piece = 1 << 16; piece >= 1; piece /= 16) {
        ByteBuffer bytes = ByteBuffer.allocate(piece);
        while (writes(out, bytes.clear())) {
          // the next piece, until the disk is full
        }
      }
    }
    assertEquals(0, Files.getFileStore(root).getUsableSpace(), "the disk is full");
  }

  /** Gives the filler's space back. */
  void free() throws IOException {
    Files.delete(filler);
  }

  @Override
  public void close() throws IOException, InterruptedException {
    String refusal = run("umount", root.toString());
    if (refusal != null) {
      throw new IOException("cannot unmount " + root + ": " + refusal);
    }
  }

  private static boolean writes(FileChannel out, ByteBuffer bytes) throws IOException {
    try {
      while (bytes.hasRemaining()) {
        out.write(bytes);
      }
      return true;
    } catch (IOException e) {
      if (e.getMessage() == null || !e.getMessage().contains(NO_SPACE)) {
        throw e;
      }
      return false;
    }
  }

  /** Runs a command; null when it succeeded, else what it said. */
  private static String run(String... command) throws IOException, InterruptedException {
    Process process;
    try {
      process = new ProcessBuilder(command).redirectErrorStream(true).start();
    } catch (IOException e) {
      return e.getMessage();
    }
    String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8).trim();
    if (!process.waitFor(30, TimeUnit.SECONDS)) {
      process.destroyForcibly();
      return "no answer in 30 s";
    }
    return process.exitValue() == 0 ? null : "exit " + process.exitValue() + ": " + output;
  }
}
