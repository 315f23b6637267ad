package io.gatehouse.gateway.plugins;

import java.util.List;

/** What a scan of the classpath and the plug-ins folder found. */
public record PluginScan(List<LoadedProvider> providers, List<PluginFailure> failures) {
}
