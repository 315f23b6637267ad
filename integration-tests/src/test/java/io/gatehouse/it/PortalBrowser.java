package io.gatehouse.it;

import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.StaleElementReferenceException;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.logging.LogEntry;
import org.openqa.selenium.logging.LogType;
import org.openqa.selenium.support.ui.ExpectedCondition;
import org.openqa.selenium.support.ui.WebDriverWait;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.logging.Level;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.fail;
import static org.junit.jupiter.api.Assumptions.abort;

/**
 * Debian's headless Chromium driven through its chromedriver, offline: no first-run, sync, component
 * or QUIC traffic, a fresh profile. Without them it fails under {@code CI=true} and skips elsewhere.
 * Each step can be saved as a screenshot for a person to look at.
 */
final class PortalBrowser implements AutoCloseable {

  private static final Duration WAIT = Duration.ofSeconds(20);

  private final ChromeDriver driver;
  private final Path screenshots;
  private final WebDriverWait wait;

  private PortalBrowser(ChromeDriver driver, Path screenshots) {
    this.driver = driver;
    this.screenshots = screenshots;
    // pages are rebuilt as the user moves: an element found a moment ago may be gone
    this.wait = (WebDriverWait) new WebDriverWait(driver, WAIT).ignoring(StaleElementReferenceException.class);
  }

  /** The browser, a fresh profile under profileDir, screenshots to screenshotDir. */
  static PortalBrowser start(Path profileDir, Path screenshotDir) throws IOException {
    Optional<Path> chromium = onPath("chromium", "chromium-browser");
    Optional<Path> chromedriver = onPath("chromedriver");
    if (chromium.isEmpty() || chromedriver.isEmpty()) {
      String missing = "the portal's browser test needs Debian's chromium and chromedriver on the PATH "
        + "(apt-get install chromium chromium-driver; .ci/run installs them); found chromium: " + chromium.isPresent()
        + ", chromedriver: " + chromedriver.isPresent();
      if ("true".equals(System.getenv("CI"))) fail(missing);
      abort(missing);
    }
    ChromeOptions options = new ChromeOptions().setBinary(chromium.get().toFile()).addArguments(
      "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
      "--disable-background-networking", "--disable-component-update", "--disable-sync",
      "--user-data-dir=" + profileDir.toAbsolutePath(), "--window-size=1280,1000");
    // the console, where a script error or a refusal by the Content-Security-Policy shows
    options.setCapability("goog:loggingPrefs", Map.of(LogType.BROWSER, "ALL"));
    ChromeDriverService service = new ChromeDriverService.Builder()
      .usingDriverExecutable(chromedriver.get().toFile()).usingAnyFreePort().build();
    Files.createDirectories(screenshotDir);
    return new PortalBrowser(new ChromeDriver(service, options), screenshotDir);
  }

  private static Optional<Path> onPath(String... names) {
    String path = System.getenv().getOrDefault("PATH", "");
    return Stream.of(path.split(File.pathSeparator)).flatMap(dir -> Stream.of(names).map(n -> Path.of(dir, n)))
      .filter(Files::isExecutable).findFirst();
  }

  ChromeDriver driver() {
    return driver;
  }

  void open(String url) {
    driver.get(url);
  }

  /** Lets the page write to and read the clipboard, as a user's click on a copy button may. */
  void allowClipboard(String origin) {
    driver.executeCdpCommand("Browser.grantPermissions", Map.of("origin", origin,
      "permissions", List.of("clipboardReadWrite", "clipboardSanitizedWrite")));
  }

  String clipboard() {
    return (String) ((JavascriptExecutor) driver).executeAsyncScript(
      "const done = arguments[0]; navigator.clipboard.readText().then(done, e => done('clipboard refused: ' + e));");
  }

  /** The first element the selector finds once it is shown. */
  WebElement shown(By selector) {
    return wait.withMessage(() -> "nothing shown for " + selector + " on " + driver.getCurrentUrl())
      .until(d -> d.findElements(selector).stream().filter(WebElement::isDisplayed).findFirst().orElse(null));
  }

  /** Waits for an element whose text contains this, and answers it. */
  WebElement showing(By selector, String text) {
    return wait.withMessage(() -> "no " + selector + " showing '" + text + "' on " + driver.getCurrentUrl()
        + "; the page says: " + driver.findElement(By.tagName("main")).getText())
      .until(d -> d.findElements(selector).stream().filter(e -> e.isDisplayed() && e.getText().contains(text))
        .findFirst().orElse(null));
  }

  <T> T until(String what, ExpectedCondition<T> condition) {
    return wait.withMessage(what).until(condition);
  }

  /** Scrolls the element to the top and saves the window as target/portal/NAME.png. */
  Path screenshot(String name, WebElement top) throws IOException {
    ((JavascriptExecutor) driver).executeScript("arguments[0].scrollIntoView({block: 'start'});", top);
    Path file = screenshots.resolve(name + ".png");
    Files.copy(driver.getScreenshotAs(OutputType.FILE).toPath(), file, StandardCopyOption.REPLACE_EXISTING);
    return file;
  }

  /**
   * Errors the page logged: script errors and policy refusals. A call the test makes fail on purpose
   * (a refused signup) is logged as a failed load; those are left out.
   */
  List<String> consoleErrors() {
    return driver.manage().logs().get(LogType.BROWSER).getAll().stream()
      .filter(entry -> entry.getLevel().intValue() >= Level.SEVERE.intValue())
      .map(LogEntry::getMessage)
      .filter(message -> !message.contains("the server responded with a status of"))
      .toList();
  }

  @Override
  public void close() {
    driver.quit();
  }
}
