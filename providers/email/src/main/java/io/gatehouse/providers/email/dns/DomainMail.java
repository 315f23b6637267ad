package io.gatehouse.providers.email.dns;

import java.util.List;

/**
 * What DNS says about mail for one domain.
 *
 * @param routing     how mail would be routed, or why it cannot be
 * @param hosts       mail hosts by preference; for {@link Routing#IMPLICIT} the domain itself
 * @param spf         a {@code v=spf1} TXT record exists; null when the lookup failed
 * @param dmarc       a {@code v=DMARC1} record exists at {@code _dmarc.<domain>}; null when the lookup failed
 * @param dmarcPolicy the DMARC {@code p=} tag, or null
 * @param problem     why routing is {@link Routing#UNKNOWN}, else null
 */
public record DomainMail(Routing routing, List<MailHost> hosts, Boolean spf, Boolean dmarc, String dmarcPolicy,
                         String problem) {

  public enum Routing {
    /** MX records name the hosts. */
    MX,
    /** No MX records, but the domain has an address: RFC 5321 section 5.1 delivers to it. */
    IMPLICIT,
    /** RFC 7505: the domain declares it accepts no mail. */
    NULL_MX,
    /** Neither MX nor address records. */
    NO_MAIL_HOST,
    /** The domain does not exist. */
    NXDOMAIN,
    /** The resolver failed or timed out. */
    UNKNOWN
  }

  public boolean acceptsMail() {
    return routing == Routing.MX || routing == Routing.IMPLICIT;
  }
}
