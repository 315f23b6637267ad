package io.gatehouse.providers.sanctions.ingest;

/** Someone waiting for a refresh: told after each list, and free to stop waiting. */
public interface RefreshWatcher {

  /** The schedule: waits for every refresh to end and takes no progress. */
  RefreshWatcher UNATTENDED = new RefreshWatcher() {
    @Override
    public void listDone(int done, int total, ListReport report) {
    }

    @Override
    public boolean stoppedWaiting() {
      return false;
    }
  };

  void listDone(int done, int total, ListReport report);

  /** Checked between lists; a refresh nobody waits for any more stops there. */
  boolean stoppedWaiting();
}
