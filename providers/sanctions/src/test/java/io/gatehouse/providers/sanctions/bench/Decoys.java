package io.gatehouse.providers.sanctions.bench;

import java.util.List;
import java.util.Map;
import java.util.Random;

/**
 * Names a screening should not report, as a European business's customers and suppliers have them:
 * common names per country, people who share a listed person's surname, namesakes of famous people,
 * and small firms. A decoy whose words all stand in one listed name is an exact namesake: no screener
 * can tell it from the listed person by name alone, so it is counted apart.
 */
enum Decoys {
  /** A common given name and a common surname of one European country. */
  COMMON_EUROPEAN {
    @Override
    String make(Random random, List<SyntheticName> listedPersons) {
      String[][] country = COUNTRIES.get(COUNTRY_CODES[random.nextInt(COUNTRY_CODES.length)]);
      return pick(random, country[0]) + " " + pick(random, country[1]);
    }
  },
  /** A listed person's surname with a common European given name. */
  SHARED_SURNAME {
    @Override
    String make(Random random, List<SyntheticName> listedPersons) {
      SyntheticName listed = listedPersons.get(random.nextInt(listedPersons.size()));
      String[][] country = COUNTRIES.get(COUNTRY_CODES[random.nextInt(COUNTRY_CODES.length)]);
      return pick(random, country[0]) + " " + listed.surname();
    }
  },
  /** Someone named like a famous person who is on no sanctions list. */
  FAMOUS_NAMESAKE {
    @Override
    String make(Random random, List<SyntheticName> listedPersons) {
      return FAMOUS[next++ % FAMOUS.length];
    }

    private int next;
  },
  /** A small firm: a surname and a trade, or a place and a trade, with the country's legal form. */
  SME {
    @Override
    String make(Random random, List<SyntheticName> listedPersons) {
      String code = COUNTRY_CODES[random.nextInt(COUNTRY_CODES.length)];
      String[][] country = COUNTRIES.get(code);
      String[] trades = TRADES.get(code);
      String[] forms = FORMS.get(code);
      String owner = random.nextBoolean() ? pick(random, country[1]) : pick(random, PLACES);
      String trade = pick(random, trades);
      String name = random.nextBoolean() ? owner + " " + trade : trade + " " + owner;
      return name + " " + pick(random, forms);
    }
  },

  /**
   * A common Arab name written in Arabic script: a given name, often the father's, and a family name.
   * It is an exact namesake when one of its usual English spellings is ({@link #latinSpellings}).
   */
  ARABIC_SCRIPT_NAME {
    @Override
    String make(Random random, List<SyntheticName> listedPersons) {
      String name = pick(random, ARABIC_GIVEN);
      if (random.nextBoolean()) name += " " + pick(random, ARABIC_GIVEN);
      return name + " " + pick(random, ARABIC_FAMILY);
    }
  };

  abstract String make(Random random, List<SyntheticName> listedPersons);

  /** Usual English spellings of the words of an {@link #ARABIC_SCRIPT_NAME}, every combination. */
  static List<String> latinSpellings(String arabic) {
    List<String> spellings = new java.util.ArrayList<>(List.of(""));
    for (String word : arabic.split(" ")) {
      List<String> next = new java.util.ArrayList<>();
      for (String start : spellings) for (String latin : ARABIC.get(word).split(",")) next.add(start + " " + latin);
      spellings = next;
    }
    return spellings;
  }

  /** Common given and family names in Arabic script with their usual English spellings. */
  private static final Map<String, String> ARABIC = Map.ofEntries(
    Map.entry("محمد", "mohammed,muhammad,mohamed,mohammad,muhammed"), Map.entry("أحمد", "ahmad,ahmed"),
    Map.entry("علي", "ali"), Map.entry("حسن", "hassan,hasan"), Map.entry("حسين", "hussein,husain,hussain,husayn,hossein"),
    Map.entry("خالد", "khalid,khaled"), Map.entry("عمر", "omar,umar"), Map.entry("يوسف", "yusuf,youssef,yousef,yusif"),
    Map.entry("إبراهيم", "ibrahim,ebrahim"), Map.entry("سعيد", "said,saeed,sayed,saiid"), Map.entry("محمود", "mahmoud,mahmud"),
    Map.entry("مصطفى", "mustafa,moustafa,mostafa"), Map.entry("كريم", "karim,kareem"), Map.entry("طارق", "tariq,tarek,tareq"),
    Map.entry("سامي", "sami,samy"), Map.entry("نادر", "nader,nadir"), Map.entry("فادي", "fadi"), Map.entry("رامي", "rami"),
    Map.entry("زياد", "ziad,ziyad"), Map.entry("وليد", "walid,waleed"), Map.entry("هشام", "hisham,hesham"),
    Map.entry("ماجد", "majid,majed,majd"), Map.entry("باسل", "basil,bassel"), Map.entry("عماد", "imad,emad"),
    Map.entry("أيمن", "ayman,aymen"),
    Map.entry("المصري", "al masri,masri,el masri"), Map.entry("الحسيني", "al husseini,husseini,al husayni,al hussaini,hosseini,husaini"),
    Map.entry("الخطيب", "al khatib,khatib"), Map.entry("حداد", "haddad"), Map.entry("النجار", "al najjar,najjar,al nagar"),
    Map.entry("الشامي", "al shami,shami,al shamy"), Map.entry("البغدادي", "al baghdadi,baghdadi"),
    Map.entry("الزهراني", "al zahrani,alzahrani,zahrani"), Map.entry("القحطاني", "al qahtani,qahtani,alqahtani"),
    Map.entry("العتيبي", "al otaibi,otaibi,alotaibi,al utaybi"), Map.entry("الدوسري", "al dosari,al dossary,dosari,aldosari"),
    Map.entry("الشمري", "al shammari,shammari"), Map.entry("الحربي", "al harbi,harbi"), Map.entry("المالكي", "al maliki,maliki"),
    Map.entry("الغامدي", "al ghamdi,ghamdi"), Map.entry("السيد", "al sayed,sayed,al sayyid,sayyid,sayyed,seyed,said,saied,saeed"),
    Map.entry("الأحمد", "al ahmad,al ahmed,ahmad,ahmed"), Map.entry("الصالح", "al saleh,al salih,saleh,salih,salihu"), Map.entry("منصور", "mansour,mansur"),
    Map.entry("درويش", "darwish"), Map.entry("عيسى", "issa,isa,eisa"), Map.entry("خوري", "khoury,khouri"));
  private static final String[] ARABIC_GIVEN = ("محمد أحمد علي حسن حسين خالد عمر يوسف إبراهيم سعيد محمود مصطفى كريم طارق سامي"
    + " نادر فادي رامي زياد وليد هشام ماجد باسل عماد أيمن").split(" ");
  private static final String[] ARABIC_FAMILY = ("المصري الحسيني الخطيب حداد النجار الشامي البغدادي الزهراني القحطاني"
    + " العتيبي الدوسري الشمري الحربي المالكي الغامدي السيد الأحمد الصالح منصور درويش عيسى خوري").split(" ");

  private static String pick(Random random, String[] from) {
    return from[random.nextInt(from.length)];
  }

  private static final String[] COUNTRY_CODES = {"DE", "FR", "IT", "ES", "NL", "BE", "PL", "GB", "SE", "PT"};
  /** Per country: common given names, common surnames (national statistics' most frequent). */
  private static final Map<String, String[][]> COUNTRIES = Map.of(
    "DE", new String[][] {{"Thomas", "Michael", "Andreas", "Stefan", "Sabine", "Petra", "Julia", "Katrin", "Jürgen", "Uwe"},
      {"Müller", "Schmidt", "Schneider", "Fischer", "Weber", "Meyer", "Wagner", "Becker", "Schulz", "Hoffmann"}},
    "FR", new String[][] {{"Jean", "Pierre", "Philippe", "Nathalie", "Isabelle", "Sylvie", "François", "Élodie", "Nicolas", "Camille"},
      {"Martin", "Bernard", "Dubois", "Thomas", "Robert", "Richard", "Petit", "Durand", "Leroy", "Moreau"}},
    "IT", new String[][] {{"Giuseppe", "Giovanni", "Antonio", "Marco", "Francesca", "Giulia", "Luca", "Chiara", "Paolo", "Sara"},
      {"Rossi", "Russo", "Ferrari", "Esposito", "Bianchi", "Romano", "Colombo", "Ricci", "Marino", "Greco"}},
    "ES", new String[][] {{"José", "Antonio", "Manuel", "Francisco", "María", "Carmen", "Javier", "Lucía", "David", "Laura"},
      {"García", "Rodríguez", "González", "Fernández", "López", "Martínez", "Sánchez", "Pérez", "Gómez", "Martín"}},
    "NL", new String[][] {{"Jan", "Pieter", "Johannes", "Sanne", "Eva", "Daan", "Sem", "Lotte", "Bram", "Anouk"},
      {"de Jong", "Jansen", "de Vries", "van den Berg", "van Dijk", "Bakker", "Janssen", "Visser", "Smit", "Meijer"}},
    "BE", new String[][] {{"Luc", "Marc", "Patrick", "Els", "An", "Koen", "Sofie", "Wouter", "Lieve", "Geert"},
      {"Peeters", "Janssens", "Maes", "Jacobs", "Mertens", "Willems", "Claes", "Goossens", "Wouters", "De Smet"}},
    "PL", new String[][] {{"Piotr", "Krzysztof", "Andrzej", "Anna", "Katarzyna", "Małgorzata", "Tomasz", "Agnieszka", "Paweł", "Marek"},
      {"Nowak", "Kowalski", "Wiśniewski", "Wójcik", "Kowalczyk", "Kamiński", "Lewandowski", "Zieliński", "Szymański", "Woźniak"}},
    "GB", new String[][] {{"James", "John", "David", "Sarah", "Emma", "Oliver", "Charlotte", "George", "Amelia", "Harry"},
      {"Smith", "Jones", "Williams", "Taylor", "Brown", "Davies", "Evans", "Wilson", "Thomas", "Johnson"}},
    "SE", new String[][] {{"Lars", "Anders", "Johan", "Anna", "Eva", "Karin", "Erik", "Maria", "Per", "Ingrid"},
      {"Andersson", "Johansson", "Karlsson", "Nilsson", "Eriksson", "Larsson", "Olsson", "Persson", "Svensson", "Gustafsson"}},
    "PT", new String[][] {{"João", "José", "António", "Maria", "Ana", "Francisco", "Pedro", "Beatriz", "Rui", "Inês"},
      {"Silva", "Santos", "Ferreira", "Pereira", "Oliveira", "Costa", "Rodrigues", "Martins", "Jesus", "Sousa"}});
  private static final Map<String, String[]> TRADES = Map.of(
    "DE", new String[] {"Bäckerei", "Elektrotechnik", "Bau", "Sanitär", "Autohaus", "Metallbau", "Steuerberatung"},
    "FR", new String[] {"Boulangerie", "Transports", "Plomberie", "Menuiserie", "Garage", "Conseil", "Traiteur"},
    "IT", new String[] {"Costruzioni", "Trasporti", "Impianti", "Ristorante", "Arredamenti", "Consulenze", "Calzature"},
    "ES", new String[] {"Construcciones", "Transportes", "Reformas", "Asesoría", "Talleres", "Panadería", "Inmobiliaria"},
    "NL", new String[] {"Bouw", "Installatietechniek", "Transport", "Schilders", "Bakkerij", "Advies", "Techniek"},
    "BE", new String[] {"Bouw", "Dakwerken", "Elektro", "Schrijnwerkerij", "Bakkerij", "Boekhouding", "Transport"},
    "PL", new String[] {"Budownictwo", "Transport", "Usługi", "Piekarnia", "Instalacje", "Handel", "Meble"},
    "GB", new String[] {"Plumbing", "Builders", "Joinery", "Electrical", "Bakery", "Consulting", "Haulage"},
    "SE", new String[] {"Bygg", "Måleri", "El", "Transport", "Bageri", "Redovisning", "Konsult"},
    "PT", new String[] {"Construções", "Transportes", "Padaria", "Serralharia", "Contabilidade", "Mobiliário", "Têxteis"});
  private static final Map<String, String[]> FORMS = Map.of(
    "DE", new String[] {"GmbH", "GmbH & Co. KG", "e.K.", "UG (haftungsbeschränkt)"},
    "FR", new String[] {"SARL", "SAS", "EURL", "SA"},
    "IT", new String[] {"S.r.l.", "S.p.A.", "S.n.c.", "S.a.s."},
    "ES", new String[] {"S.L.", "S.A.", "S.L.U."},
    "NL", new String[] {"B.V.", "V.O.F.", "N.V."},
    "BE", new String[] {"BV", "NV", "VOF", "SRL"},
    "PL", new String[] {"Sp. z o.o.", "S.A.", "Sp.k."},
    "GB", new String[] {"Ltd", "Limited", "LLP"},
    "SE", new String[] {"AB", "HB", "Aktiebolag"},
    "PT", new String[] {"Lda.", "S.A.", "Unipessoal Lda."});
  private static final String[] PLACES = {"Rhein", "Alpen", "Nordsee", "Provence", "Lombardia", "Andalucía", "Brabant",
    "Vlaanderen", "Mazowsze", "Yorkshire", "Skåne", "Algarve", "Bayern", "Bretagne", "Toscana", "Galicia", "Limburg"};
  /** Famous people on no sanctions list, several with names common in the lists' regions. */
  private static final String[] FAMOUS = {"Mohamed Salah", "Riyad Mahrez", "Zinedine Zidane", "Karim Benzema",
    "Mesut Özil", "Omar Sharif", "Naguib Mahfouz", "Yuri Gagarin", "Leo Tolstoy", "Fyodor Dostoevsky", "Anton Chekhov",
    "Dmitri Shostakovich", "Sergei Rachmaninoff", "Garry Kasparov", "Maria Sharapova", "Vladimir Nabokov",
    "Mikhail Baryshnikov", "Kim Yuna", "Park Ji-sung", "Jackie Chan", "Ai Weiwei", "Malala Yousafzai", "Imran Khan",
    "Shah Rukh Khan", "Amitabh Bachchan", "Orhan Pamuk", "Elif Shafak", "Fairuz", "Amr Diab", "Ahmed Zewail",
    "Hakeem Olajuwon", "Kareem Abdul-Jabbar", "Muhammad Ali", "Yasser Arafat", "Nelson Mandela", "Angela Merkel",
    "Emmanuel Macron", "Lionel Messi", "Cristiano Ronaldo", "Ali Daei", "Asghar Farhadi", "Abbas Kiarostami",
    "Rumi Jalaluddin", "Omar Khayyam", "Hassan Fathy", "Viktor Ahn", "Yelena Isinbayeva", "Alina Zagitova",
    "Andriy Shevchenko", "Vitali Klitschko", "Milla Jovovich", "Nikola Tesla", "Novak Djokovic", "Luka Modric"};
  static final int FAMOUS_COUNT = FAMOUS.length;
}
