package io.gatehouse.analytics.xbrl;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Standard names for concepts that filers report under different tags, in order of preference: when
 * two tags give the same period, the earlier one wins. Companies moved between revenue tags when
 * ASC 606 took effect, for instance, so one series needs several tags.
 */
public final class Synonyms {

  public static final Map<String, List<String>> STANDARD = standard();

  private Synonyms() {
  }

  private static Map<String, List<String>> standard() {
    Map<String, List<String>> m = new LinkedHashMap<>();
    m.put("revenue", List.of("us-gaap:RevenueFromContractWithCustomerExcludingAssessedTax", "us-gaap:Revenues",
      "us-gaap:SalesRevenueNet", "us-gaap:RevenueFromContractWithCustomerIncludingAssessedTax",
      "us-gaap:SalesRevenueGoodsNet"));
    m.put("cost_of_revenue", List.of("us-gaap:CostOfRevenue", "us-gaap:CostOfGoodsAndServicesSold",
      "us-gaap:CostOfGoodsSold"));
    m.put("gross_profit", List.of("us-gaap:GrossProfit"));
    m.put("operating_income", List.of("us-gaap:OperatingIncomeLoss"));
    m.put("net_income", List.of("us-gaap:NetIncomeLoss", "us-gaap:ProfitLoss",
      "us-gaap:NetIncomeLossAvailableToCommonStockholdersBasic"));
    m.put("eps_basic", List.of("us-gaap:EarningsPerShareBasic"));
    m.put("eps_diluted", List.of("us-gaap:EarningsPerShareDiluted", "us-gaap:EarningsPerShareBasicAndDiluted"));
    m.put("operating_cash_flow", List.of("us-gaap:NetCashProvidedByUsedInOperatingActivities",
      "us-gaap:NetCashProvidedByUsedInOperatingActivitiesContinuingOperations"));
    m.put("capital_expenditure", List.of("us-gaap:PaymentsToAcquirePropertyPlantAndEquipment",
      "us-gaap:PaymentsToAcquireProductiveAssets"));
    m.put("total_assets", List.of("us-gaap:Assets"));
    m.put("total_liabilities", List.of("us-gaap:Liabilities"));
    m.put("stockholders_equity", List.of("us-gaap:StockholdersEquity",
      "us-gaap:StockholdersEquityIncludingPortionAttributableToNoncontrollingInterest"));
    m.put("cash", List.of("us-gaap:CashAndCashEquivalentsAtCarryingValue",
      "us-gaap:CashCashEquivalentsRestrictedCashAndRestrictedCashEquivalents", "us-gaap:Cash"));
    m.put("accounts_payable", List.of("us-gaap:AccountsPayableCurrent"));
    m.put("long_term_debt", List.of("us-gaap:LongTermDebtNoncurrent", "us-gaap:LongTermDebt"));
    m.put("shares_outstanding", List.of("dei:EntityCommonStockSharesOutstanding", "us-gaap:CommonStockSharesOutstanding"));
    return m;
  }

  /** The standard name of a qualified concept, or null when it has none. */
  public static String standardName(String qualifiedConcept) {
    for (var e : STANDARD.entrySet()) if (e.getValue().contains(qualifiedConcept)) return e.getKey();
    return null;
  }
}
