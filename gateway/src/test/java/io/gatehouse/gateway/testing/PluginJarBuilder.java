package io.gatehouse.gateway.testing;

import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import java.util.stream.Stream;

/**
 * Builds a provider jar at test time, the way a third party would: compiles a provider class against
 * the provider API and packs it with its manifest and service registration.
 */
public final class PluginJarBuilder {

  private PluginJarBuilder() {
  }

  /**
   * Builds the greet test provider with the given manifest into {@code <dir>/plugins/greet.jar};
   * returns that plug-ins folder.
   */
  public static Path greet(Path dir, String manifestResource) throws IOException {
    Path plugins = dir.resolve("plugins");
    build(dir.resolve("build"), "testplugin/GreetProvider.java.txt", "org.example.greet.GreetProvider",
      manifestResource, "greet", plugins.resolve("greet.jar"));
    return plugins;
  }

  /**
   * @param sourceResource test resource holding the provider's Java source
   * @param className      the provider's fully qualified class name
   * @param manifestResource test resource holding the manifest JSON, or null for a jar without one
   * @param providerId     the provider's id, naming the manifest inside the jar
   */
  public static Path build(Path workDir, String sourceResource, String className, String manifestResource,
                           String providerId, Path jar) throws IOException {
    Path src = workDir.resolve("src");
    Path classes = workDir.resolve("classes");
    Path sourceFile = src.resolve(className.replace('.', '/') + ".java");
    Files.createDirectories(sourceFile.getParent());
    Files.createDirectories(classes);
    Files.writeString(sourceFile, resource(sourceResource));

    JavaCompiler compiler = ToolProvider.getSystemJavaCompiler();
    ByteArrayOutputStream errors = new ByteArrayOutputStream();
    int status = compiler.run(null, null, errors, "--release", "17", "-d", classes.toString(),
      "-cp", System.getProperty("java.class.path"), sourceFile.toString());
    if (status != 0) throw new IllegalStateException("plug-in did not compile: " + errors);

    Files.createDirectories(jar.getParent());
    try (JarOutputStream out = new JarOutputStream(Files.newOutputStream(jar))) {
      try (Stream<Path> files = Files.walk(classes)) {
        for (Path file : files.filter(Files::isRegularFile).toList()) {
          put(out, classes.relativize(file).toString().replace('\\', '/'), Files.readAllBytes(file));
        }
      }
      put(out, "META-INF/services/io.gatehouse.api.Provider", (className + "\n").getBytes(StandardCharsets.UTF_8));
      if (manifestResource != null) {
        put(out, "META-INF/gatehouse/" + providerId + ".json", resource(manifestResource).getBytes(StandardCharsets.UTF_8));
      }
    }
    return jar;
  }

  private static void put(JarOutputStream out, String name, byte[] bytes) throws IOException {
    out.putNextEntry(new JarEntry(name));
    out.write(bytes);
    out.closeEntry();
  }

  private static String resource(String name) throws IOException {
    try (InputStream in = PluginJarBuilder.class.getClassLoader().getResourceAsStream(name)) {
      if (in == null) throw new IOException("missing test resource " + name);
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }
  }

  /** A file with a .jar name that is not a zip at all. */
  public static Path corrupt(Path jar) throws IOException {
    Files.createDirectories(jar.getParent());
    try (OutputStream out = Files.newOutputStream(jar)) {
      out.write("PK\u0003\u0004 this is not really a jar".getBytes(StandardCharsets.ISO_8859_1));
    }
    return jar;
  }
}
