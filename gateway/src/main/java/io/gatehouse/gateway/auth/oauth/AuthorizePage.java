package io.gatehouse.gateway.auth.oauth;

import io.gatehouse.gateway.auth.Product;
import io.gatehouse.gateway.store.OAuthClient;

import java.util.Map;

/**
 * The authorization page: the portal's signup in the portal's style, in plain HTML with no script,
 * so that it works wherever a client opens it. An email (and a name where the product asks for one)
 * issues a free key as the signup does; a key already held may be given instead.
 */
final class AuthorizePage {

  private AuthorizePage() {
  }

  static String render(Product product, OAuthClient client, AuthorizationRequest request, String action,
                       String errorOrNull, String emailOrNull) {
    String clientName = client.name() == null ? "An MCP client" : client.name();
    StringBuilder hidden = new StringBuilder();
    for (Map.Entry<String, String> field : request.fields().entrySet()) {
      hidden.append("    <input type=\"hidden\" name=\"").append(html(field.getKey())).append("\" value=\"")
        .append(html(field.getValue())).append("\">\n");
    }
    String name = !product.nameRequired() ? "" : """
          <div class="field">
            <label for="name">Your name</label>
            <input id="name" name="name" autocomplete="name" maxlength="100">
          </div>
      """;
    return """
      <!doctype html>
      <html lang="en">
      <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>Sign in to %1$s · Gatehouse</title>
        <link rel="icon" href="/portal/icon.svg" type="image/svg+xml">
        <link rel="stylesheet" href="/portal/portal.css">
      </head>
      <body>
        <header class="site-header"><a class="brand" href="/">Gatehouse</a></header>
        <main id="main">
          <h1>Sign in to %1$s</h1>
          <p class="lead"><strong id="client-name"><bdi>%2$s</bdi></strong> asks to use %1$s with a free key of yours.
            It will call the service on your behalf, within the key's plan and daily quota.</p>
          <p class="note">Codes go back to <code id="redirect-uri">%3$s</code>.</p>
          %4$s
          <form method="post" action="%5$s" id="authorize-form">
      %6$s
            <section aria-labelledby="new-key">
              <h2 id="new-key">Get a free key</h2>
              <div class="field">
                <label for="email">Email</label>
                <input id="email" name="email" type="email" autocomplete="email" maxlength="254" value="%7$s">
              </div>
      %8$s
            </section>
            <section aria-labelledby="own-key">
              <h2 id="own-key">Or use a key you hold</h2>
              <div class="field">
                <label for="api_key">%1$s key <span class="type">(%9$s…)</span></label>
                <input id="api_key" name="api_key" autocomplete="off" spellcheck="false">
              </div>
            </section>
            <p><button type="submit" id="authorize">Allow</button>
              <button type="submit" id="deny" name="deny" value="1" class="secondary">Deny</button></p>
            <p class="hint">Revoking the key ends every token given for it: <code>POST %10$s</code> with the key
              or one of its tokens.</p>
          </form>
        </main>
      </body>
      </html>
      """.formatted(html(product.title()), html(clientName), html(request.redirectFor(client)),
      errorOrNull == null ? "" : "<p class=\"error\" role=\"alert\" id=\"error\">" + html(errorOrNull) + "</p>",
      html(action), hidden, emailOrNull == null ? "" : html(emailOrNull), name, html(product.keyPrefix()),
      html(product.usagePath() + "/revoke"));
  }

  /** A page for a request that cannot go back to its client (unknown client or redirect URI). */
  static String refusal(String message) {
    return """
      <!doctype html>
      <html lang="en">
      <head>
        <meta charset="utf-8">
        <title>Sign-in refused · Gatehouse</title>
        <link rel="stylesheet" href="/portal/portal.css">
      </head>
      <body>
        <header class="site-header"><a class="brand" href="/">Gatehouse</a></header>
        <main id="main">
          <h1>This sign-in cannot go on</h1>
          <p class="error" role="alert" id="error">%s</p>
          <p>Start the connection again from your MCP client; it registers itself anew.</p>
        </main>
      </body>
      </html>
      """.formatted(html(message));
  }

  static String html(String text) {
    if (text == null) return "";
    StringBuilder out = new StringBuilder(text.length());
    for (char c : text.toCharArray()) {
      switch (c) {
        case '&' -> out.append("&amp;");
        case '<' -> out.append("&lt;");
        case '>' -> out.append("&gt;");
        case '"' -> out.append("&quot;");
        case '\'' -> out.append("&#39;");
        default -> out.append(c);
      }
    }
    return out.toString();
  }
}
