package io.gatehouse.gateway.cli;

import picocli.CommandLine.Command;
import picocli.CommandLine.ParentCommand;

/** Groups the operator's commands about upstreams. */
@Command(name = "upstreams", description = "Operator tools for the upstream APIs.",
  subcommands = UpstreamsCheckCommand.class)
final class UpstreamsCommand {

  @ParentCommand
  Main main;
}
