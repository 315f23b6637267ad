package io.gatehouse.gateway.plugins;

import io.gatehouse.api.Provider;
import io.gatehouse.api.manifest.Manifest;
import io.gatehouse.api.manifest.ManifestException;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.io.IOException;
import java.io.InputStream;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.ServiceConfigurationError;
import java.util.ServiceLoader;
import java.util.jar.JarFile;
import java.util.stream.Stream;

/**
 * Finds providers with {@link ServiceLoader}: first on the gateway's classpath, then in every jar of
 * the plug-ins folder, each jar in a class loader of its own whose parent is the application loader
 * (so the provider API, Vert.x and Jackson are shared). A jar that fails is reported and skipped.
 */
public final class PluginLoader {

  private static final Logger LOG = LoggerFactory.getLogger(PluginLoader.class);
  private static final String CLASSPATH = "classpath";

  private final ClassLoader parent;

  public PluginLoader(ClassLoader parent) {
    this.parent = parent;
  }

  /** Runs at start-up, before the event loops serve anything: blocking I/O is fine here. */
  public PluginScan scan(Path pluginsDir) {
    Map<String, LoadedProvider> found = new LinkedHashMap<>();
    List<PluginFailure> failures = new ArrayList<>();
    load(CLASSPATH, ServiceLoader.load(Provider.class, parent), parent, found, failures);
    for (Path jar : jars(pluginsDir, failures)) {
      loadJar(jar, found, failures);
    }
    failures.forEach(f -> LOG.warn("Skipped plug-in {}{}: {}", f.origin(),
      f.providerId() == null ? "" : " (provider " + f.providerId() + ")", f.reason()));
    return new PluginScan(List.copyOf(found.values()), List.copyOf(failures));
  }

  private static List<Path> jars(Path dir, List<PluginFailure> failures) {
    if (!Files.isDirectory(dir)) {
      LOG.info("No plug-ins folder at {}", dir.toAbsolutePath());
      return List.of();
    }
    try (Stream<Path> files = Files.list(dir)) {
      return files.filter(p -> p.getFileName().toString().endsWith(".jar")).sorted().toList();
    } catch (IOException e) {
      failures.add(new PluginFailure(dir.toString(), null, "cannot list plug-ins folder: " + e.getMessage()));
      return List.of();
    }
  }

  private void loadJar(Path jar, Map<String, LoadedProvider> found, List<PluginFailure> failures) {
    String origin = jar.getFileName().toString();
    try (JarFile ignored = new JarFile(jar.toFile())) {
      // opening it checks the zip structure before a class loader holds the file
    } catch (IOException e) {
      failures.add(new PluginFailure(origin, null, "not a readable jar: " + e.getMessage()));
      return;
    }
    URLClassLoader loader;
    try {
      loader = new URLClassLoader("plugin:" + origin, new URL[]{jar.toUri().toURL()}, parent);
    } catch (IOException e) {
      failures.add(new PluginFailure(origin, null, "cannot open: " + e.getMessage()));
      return;
    }
    int before = found.size() + failures.size();
    load(origin, ServiceLoader.load(Provider.class, loader), loader, found, failures);
    if (found.size() + failures.size() == before && !declaresProvider(loader)) {
      failures.add(new PluginFailure(origin, null, "declares no " + Provider.class.getName() + " service"));
    }
  }

  private static boolean declaresProvider(URLClassLoader loader) {
    return loader.findResource("META-INF/services/" + Provider.class.getName()) != null;
  }

  private static void load(String origin, ServiceLoader<Provider> services, ClassLoader own,
                           Map<String, LoadedProvider> found, List<PluginFailure> failures) {
    Iterator<ServiceLoader.Provider<Provider>> it = services.stream().iterator();
    while (true) {
      ServiceLoader.Provider<Provider> candidate;
      try {
        if (!it.hasNext()) return;
        candidate = it.next();
      } catch (ServiceConfigurationError e) {
        failures.add(new PluginFailure(origin, null, "cannot load provider: " + rootMessage(e)));
        return;
      }
      // a jar's loader also sees the parent's services: keep only the jar's own
      if (candidate.type().getClassLoader() != own) continue;
      try {
        Provider provider = candidate.get();
        Manifest manifest = readManifest(provider, own);
        if (found.containsKey(manifest.id())) {
          LOG.info("Provider {} from {} already loaded from {}; keeping the first",
            manifest.id(), origin, found.get(manifest.id()).origin());
          continue;
        }
        found.put(manifest.id(), new LoadedProvider(provider, manifest, origin));
      } catch (ManifestException e) {
        failures.add(new PluginFailure(origin, null, e.getMessage()));
      } catch (RuntimeException | ServiceConfigurationError | LinkageError e) {
        failures.add(new PluginFailure(origin, null, "cannot load provider: " + rootMessage(e)));
      }
    }
  }

  private static Manifest readManifest(Provider provider, ClassLoader own) {
    String resource = provider.manifestResource();
    // findResource reads this jar only; getResource would look in the parent first
    URL url = own instanceof URLClassLoader jar ? jar.findResource(resource) : own.getResource(resource);
    if (url == null) {
      throw new ManifestException(provider.id(), List.of("no manifest at " + resource));
    }
    String text;
    try (InputStream in = url.openStream()) {
      text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new ManifestException(provider.id(), List.of("cannot read " + resource + ": " + e.getMessage()));
    }
    Manifest manifest = Manifest.parse(text);
    if (!manifest.id().equals(provider.id())) {
      throw new ManifestException(provider.id(), List.of("manifest id '" + manifest.id()
        + "' differs from the provider's id '" + provider.id() + "'"));
    }
    return manifest;
  }

  private static String rootMessage(Throwable e) {
    Throwable root = e;
    while (root.getCause() != null && root.getCause() != root) root = root.getCause();
    return root.getClass().getSimpleName() + ": " + root.getMessage();
  }
}
