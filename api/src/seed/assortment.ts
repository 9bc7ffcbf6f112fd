// The fixed vocabulary of the demo assortment: a Dutch sanitary and installation wholesaler's
// category tree, fictional brands with their series, and per leaf category what its articles
// are called, sold in, cost, and which ETIM features describe them.

export interface FeatureDef {
  code: string;
  name: string;
  values: string[];
  unit?: string;
}

export interface LeafDef {
  code: string;
  description: string;
  /** Dutch article nouns; one is picked per article. */
  nouns: string[];
  types: string[];
  productClass: string;
  unit: 'ST' | 'M' | 'DS' | 'SET' | 'RL' | 'PAK';
  /** Price range per order unit in EUR. */
  price: [number, number];
  /** [step, minimum] pairs, one picked per article. */
  quantities: [number, number][];
  etim: [string, string];
  features: FeatureDef[];
}

export interface GroupDef {
  code: string;
  description: string;
  leaves: LeafDef[];
}

export interface RootDef {
  code: string;
  description: string;
  groups: GroupDef[];
}

const finish: FeatureDef = { code: 'EF000007', name: 'Kleur', values: ['chroom', 'mat zwart', 'geborsteld RVS', 'wit', 'geborsteld messing', 'gunmetal'] };
const material = (values: string[]): FeatureDef => ({ code: 'EF002169', name: 'Materiaal', values });
const width = (values: string[]): FeatureDef => ({ code: 'EF000008', name: 'Breedte', values, unit: 'mm' });
const height = (values: string[]): FeatureDef => ({ code: 'EF000040', name: 'Hoogte', values, unit: 'mm' });
const diameter = (values: string[]): FeatureDef => ({ code: 'EF000015', name: 'Aansluitdiameter', values, unit: 'mm' });
const length = (values: string[]): FeatureDef => ({ code: 'EF001438', name: 'Lengte', values, unit: 'mm' });
const power = (values: string[]): FeatureDef => ({ code: 'EF000280', name: 'Vermogen', values, unit: 'W' });
const yesNo = (code: string, name: string): FeatureDef => ({ code, name, values: ['ja', 'nee'] });

export const ASSORTMENT: RootDef[] = [
  {
    code: 'sanitair',
    description: 'Sanitair',
    groups: [
      {
        code: 'kranen',
        description: 'Kranen',
        leaves: [
          { code: 'wastafelkranen', description: 'Wastafelkranen', nouns: ['wastafelmengkraan', 'wastafelkraan', 'fonteinkraan'], types: ['Eengreeps', 'Tweegreeps', 'Inbouw'], productClass: 'Mengkranen', unit: 'ST', price: [49, 489], quantities: [[1, 1]], etim: ['EC011241', 'Wastafelkraan'], features: [finish, { code: 'EF000039', name: 'Uitloophoogte', values: ['95', '120', '150', '210'], unit: 'mm' }, yesNo('EF006178', 'Met waste')] },
          { code: 'keukenkranen', description: 'Keukenkranen', nouns: ['keukenmengkraan', 'keukenkraan met uittrekbare handdouche', 'kokendwaterkraan'], types: ['Eengreeps', 'Tweegreeps', 'Kokend water'], productClass: 'Mengkranen', unit: 'ST', price: [89, 1295], quantities: [[1, 1]], etim: ['EC011239', 'Keukenkraan'], features: [finish, { code: 'EF000039', name: 'Uitloophoogte', values: ['180', '220', '250', '300'], unit: 'mm' }, yesNo('EF008102', 'Uittrekbare uitloop')] },
          { code: 'douchekranen', description: 'Douchekranen', nouns: ['douchemengkraan', 'douchekraan opbouw', 'inbouw douchekraan'], types: ['Eengreeps', 'Opbouw', 'Inbouw'], productClass: 'Mengkranen', unit: 'ST', price: [69, 549], quantities: [[1, 1]], etim: ['EC011240', 'Douchekraan'], features: [finish, { code: 'EF007010', name: 'Hartafstand', values: ['150'], unit: 'mm' }] },
          { code: 'thermostaatkranen', description: 'Thermostaatkranen', nouns: ['douchethermostaat', 'badthermostaat', 'inbouwthermostaat'], types: ['Thermostatisch', 'Opbouw', 'Inbouw'], productClass: 'Thermostaatkranen', unit: 'ST', price: [129, 899], quantities: [[1, 1]], etim: ['EC011243', 'Thermostatische mengkraan'], features: [finish, yesNo('EF009421', 'Met veiligheidsknop 38 °C')] },
          { code: 'badkranen', description: 'Badkranen', nouns: ['badmengkraan', 'badrandcombinatie', 'vrijstaande badkraan'], types: ['Eengreeps', 'Tweegreeps', 'Vrijstaand'], productClass: 'Mengkranen', unit: 'ST', price: [119, 1495], quantities: [[1, 1]], etim: ['EC011242', 'Badkraan'], features: [finish] },
        ],
      },
      {
        code: 'toiletten',
        description: 'Toiletten',
        leaves: [
          { code: 'hangende-toiletten', description: 'Hangende toiletten', nouns: ['wandcloset', 'hangtoilet randloos', 'wandcloset verkort'], types: ['Randloos', 'Diepspoel', 'Verkort'], productClass: 'Closets', unit: 'ST', price: [129, 799], quantities: [[1, 1]], etim: ['EC010505', 'Closetpot'], features: [material(['sanitair porselein']), { code: 'EF001438', name: 'Lengte', values: ['490', '530', '540', '560'], unit: 'mm' }, yesNo('EF010040', 'Met antibacteriële coating')] },
          { code: 'staande-toiletten', description: 'Staande toiletten', nouns: ['duoblok', 'staand closet AO', 'staand closet PK'], types: ['AO-aansluiting', 'PK-aansluiting'], productClass: 'Closets', unit: 'ST', price: [159, 649], quantities: [[1, 1]], etim: ['EC010505', 'Closetpot'], features: [material(['sanitair porselein'])] },
          { code: 'inbouwreservoirs', description: 'Inbouwreservoirs', nouns: ['inbouwreservoir', 'inbouwreservoir laag model', 'installatiesysteem'], types: ['Voorwand', 'Droogbouw', 'Natbouw'], productClass: 'Reservoirs', unit: 'ST', price: [149, 449], quantities: [[1, 1]], etim: ['EC010864', 'Inbouwreservoir'], features: [height(['820', '1120', '1200'])] },
          { code: 'bedieningsplaten', description: 'Bedieningsplaten', nouns: ['bedieningsplaat', 'bedieningsplaat dualflush', 'bedieningsplaat touchless'], types: ['Dualflush', 'Start-stop', 'Elektronisch'], productClass: 'Bedieningsplaten', unit: 'ST', price: [29, 389], quantities: [[1, 1]], etim: ['EC011161', 'Bedieningsplaat'], features: [finish] },
          { code: 'toiletzittingen', description: 'Toiletzittingen', nouns: ['toiletzitting met deksel', 'toiletzitting softclose', 'toiletzitting quick-release'], types: ['Softclose', 'Standaard'], productClass: 'Toiletzittingen', unit: 'ST', price: [25, 189], quantities: [[1, 1]], etim: ['EC010871', 'Closetzitting'], features: [material(['duroplast', 'thermoplast', 'hout']), { code: 'EF000007', name: 'Kleur', values: ['wit', 'mat zwart', 'manhattan'] }] },
        ],
      },
      {
        code: 'wastafels',
        description: 'Wastafels',
        leaves: [
          { code: 'wastafels', description: 'Wastafels', nouns: ['wastafel', 'opzetwastafel', 'dubbele wastafel'], types: ['Wandmodel', 'Opbouw', 'Onderbouw'], productClass: 'Wastafels', unit: 'ST', price: [79, 699], quantities: [[1, 1]], etim: ['EC010936', 'Wastafel'], features: [material(['sanitair porselein', 'solid surface', 'mineraalmarmer']), width(['500', '600', '800', '1000', '1200'])] },
          { code: 'fonteinen', description: 'Fonteinen', nouns: ['fontein', 'hoekfontein', 'fonteinset'], types: ['Wandmodel', 'Hoekmodel'], productClass: 'Fonteinen', unit: 'ST', price: [39, 249], quantities: [[1, 1]], etim: ['EC010937', 'Fontein'], features: [width(['300', '360', '400', '450'])] },
          { code: 'sifons', description: 'Sifons', nouns: ['designsifon', 'buissifon', 'ruimtebesparende sifon'], types: ['Buis', 'Bekersifon'], productClass: 'Sifons', unit: 'ST', price: [9, 129], quantities: [[1, 1], [5, 5]], etim: ['EC010978', 'Sifon'], features: [finish, diameter(['32', '40'])] },
        ],
      },
      {
        code: 'douche',
        description: 'Douche',
        leaves: [
          { code: 'douchesets', description: 'Douchesets', nouns: ['glijstangset', 'doucheset met handdouche', 'handdouche'], types: ['Glijstang', 'Handdouche'], productClass: 'Douchesets', unit: 'SET', price: [29, 349], quantities: [[1, 1]], etim: ['EC011004', 'Douchegarnituur'], features: [finish, length(['650', '900', '1150'])] },
          { code: 'regendouches', description: 'Regendouches', nouns: ['regendouche', 'hoofddouche', 'regendoucheset thermostatisch'], types: ['Rond', 'Vierkant'], productClass: 'Douchesets', unit: 'ST', price: [59, 1199], quantities: [[1, 1]], etim: ['EC011005', 'Hoofddouche'], features: [finish, diameter(['200', '250', '300', '400'])] },
          { code: 'douchewanden', description: 'Douchewanden', nouns: ['inloopdouche', 'douchewand', 'douchecabine'], types: ['Helder glas', 'Rookglas', 'Matglas'], productClass: 'Douchewanden', unit: 'ST', price: [199, 1499], quantities: [[1, 1]], etim: ['EC010950', 'Douchescherm'], features: [width(['800', '900', '1000', '1200', '1400']), height(['2000'])] },
          { code: 'douchegoten', description: 'Douchegoten', nouns: ['douchegoot', 'douchegoot tegelbaar', 'douchedrain'], types: ['RVS', 'Tegelbaar'], productClass: 'Afvoergoten', unit: 'ST', price: [79, 459], quantities: [[1, 1]], etim: ['EC010951', 'Douchegoot'], features: [length(['600', '700', '800', '900', '1000'])] },
        ],
      },
    ],
  },
  {
    code: 'installatie',
    description: 'Installatie',
    groups: [
      {
        code: 'leidingsystemen',
        description: 'Leidingsystemen',
        leaves: [
          { code: 'koperen-buis', description: 'Koperen buis', nouns: ['koperen buis hard', 'koperen buis zacht op rol', 'koperen buis geïsoleerd'], types: ['Hard', 'Zacht'], productClass: 'Buizen', unit: 'M', price: [4, 28], quantities: [[5, 5], [1, 5], [25, 25]], etim: ['EC010626', 'Koperen buis'], features: [diameter(['12', '15', '18', '22', '28']), material(['koper'])] },
          { code: 'knelfittingen', description: 'Knelfittingen', nouns: ['knelkoppeling', 'knelknie 90°', 'knel T-stuk', 'knelverloopkoppeling'], types: ['Knel'], productClass: 'Fittingen', unit: 'ST', price: [2, 19], quantities: [[10, 10], [5, 10], [1, 1]], etim: ['EC011110', 'Knelfitting'], features: [diameter(['12', '15', '18', '22', '28']), material(['messing', 'verchroomd messing'])] },
          { code: 'persfittingen', description: 'Persfittingen', nouns: ['perskoppeling', 'persknie 90°', 'pers T-stuk', 'persverloopkoppeling'], types: ['V-profiel', 'M-profiel'], productClass: 'Fittingen', unit: 'ST', price: [3, 24], quantities: [[10, 10], [5, 5]], etim: ['EC011111', 'Persfitting'], features: [diameter(['15', '18', '22', '28', '35']), material(['koper', 'RVS'])] },
          { code: 'meerlagenbuis', description: 'Meerlagenbuis', nouns: ['meerlagenbuis op rol', 'meerlagenbuis in mantel', 'meerlagenbuis op lengte'], types: ['Alupex'], productClass: 'Buizen', unit: 'RL', price: [39, 219], quantities: [[1, 1]], etim: ['EC010627', 'Meerlagenbuis'], features: [diameter(['16', '20', '26', '32']), length(['25000', '50000', '100000'])] },
        ],
      },
      {
        code: 'afvoer',
        description: 'Afvoer',
        leaves: [
          { code: 'pvc-buis', description: 'PVC-buis', nouns: ['PVC afvoerbuis', 'PVC buis SN4', 'PVC buis SN8'], types: ['Afvoer', 'Riolering'], productClass: 'Buizen', unit: 'M', price: [3, 35], quantities: [[4, 4], [5, 5]], etim: ['EC010628', 'Kunststof buis'], features: [diameter(['32', '40', '50', '75', '110', '125'])] },
          { code: 'pvc-hulpstukken', description: 'PVC-hulpstukken', nouns: ['PVC bocht 45°', 'PVC bocht 90°', 'PVC T-stuk', 'PVC mof', 'PVC verloopstuk'], types: ['Lijm', 'Manchet'], productClass: 'Fittingen', unit: 'ST', price: [1, 29], quantities: [[10, 10], [5, 5], [1, 1]], etim: ['EC011112', 'Kunststof fitting'], features: [diameter(['32', '40', '50', '75', '110'])] },
          { code: 'stankafsluiters', description: 'Stankafsluiters', nouns: ['beluchter', 'terugslagklep afvoer', 'stankafsluiter wasmachine'], types: ['Beluchter', 'Terugslag'], productClass: 'Afvoertoebehoren', unit: 'ST', price: [6, 89], quantities: [[1, 1]], etim: ['EC010979', 'Stankafsluiter'], features: [diameter(['32', '40', '50', '110'])] },
        ],
      },
      {
        code: 'afsluiters',
        description: 'Afsluiters',
        leaves: [
          { code: 'kogelkranen', description: 'Kogelkranen', nouns: ['kogelkraan', 'kogelkraan met vlinderhendel', 'kogelkraan met aftap'], types: ['Knel', 'Pers', 'Binnendraad'], productClass: 'Afsluiters', unit: 'ST', price: [7, 69], quantities: [[1, 1], [5, 5]], etim: ['EC011020', 'Kogelkraan'], features: [diameter(['15', '22', '28']), material(['messing'])] },
          { code: 'inlaatcombinaties', description: 'Inlaatcombinaties', nouns: ['inlaatcombinatie', 'inlaatcombinatie haaks', 'veiligheidsgroep'], types: ['Recht', 'Haaks'], productClass: 'Afsluiters', unit: 'ST', price: [29, 119], quantities: [[1, 1]], etim: ['EC011023', 'Inlaatcombinatie'], features: [{ code: 'EF000273', name: 'Openingsdruk', values: ['6', '8'], unit: 'bar' }] },
          { code: 'stopkranen', description: 'Stopkranen', nouns: ['stopkraan', 'hoekstopkraan', 'muurstopkraan'], types: ['Knel', 'Pers'], productClass: 'Afsluiters', unit: 'ST', price: [5, 45], quantities: [[1, 1], [10, 10]], etim: ['EC011021', 'Stopkraan'], features: [diameter(['12', '15', '22']), finish] },
        ],
      },
      {
        code: 'bevestiging',
        description: 'Bevestiging',
        leaves: [
          { code: 'beugels', description: 'Beugels', nouns: ['buisbeugel', 'slangklem', 'dubbele buisbeugel'], types: ['Met rubber', 'Zonder rubber'], productClass: 'Bevestigingsmateriaal', unit: 'DS', price: [6, 49], quantities: [[1, 1]], etim: ['EC000285', 'Buisbeugel'], features: [diameter(['15', '22', '28', '35', '54', '110'])] },
          { code: 'pluggen-schroeven', description: 'Pluggen en schroeven', nouns: ['universele plug', 'sanitairbevestigingsset', 'stokeind'], types: ['Nylon', 'Staal'], productClass: 'Bevestigingsmateriaal', unit: 'PAK', price: [3, 39], quantities: [[1, 1], [5, 5]], etim: ['EC002563', 'Plug'], features: [length(['30', '40', '60', '80', '140'])] },
        ],
      },
    ],
  },
  {
    code: 'verwarming',
    description: 'Verwarming',
    groups: [
      {
        code: 'radiatoren',
        description: 'Radiatoren',
        leaves: [
          { code: 'paneelradiatoren', description: 'Paneelradiatoren', nouns: ['paneelradiator type 22', 'paneelradiator type 33', 'paneelradiator type 11', 'vlakke paneelradiator'], types: ['Compact', 'Vlak', 'Middenaansluiting'], productClass: 'Radiatoren', unit: 'ST', price: [79, 649], quantities: [[1, 1]], etim: ['EC011197', 'Paneelradiator'], features: [height(['300', '500', '600', '900']), width(['600', '800', '1000', '1200', '1600', '2000']), power(['612', '954', '1286', '1729', '2380'])] },
          { code: 'designradiatoren', description: 'Designradiatoren', nouns: ['designradiator', 'handdoekradiator', 'elektrische handdoekradiator'], types: ['Verticaal', 'Horizontaal', 'Elektrisch'], productClass: 'Radiatoren', unit: 'ST', price: [149, 1199], quantities: [[1, 1]], etim: ['EC011198', 'Designradiator'], features: [finish, height(['800', '1200', '1800']), power(['400', '650', '1100'])] },
          { code: 'radiatorkranen', description: 'Radiatorkranen', nouns: ['thermostatische radiatorkraan', 'radiatorkraan haaks', 'voetventiel'], types: ['Thermostatisch', 'Handbediend'], productClass: 'Radiatortoebehoren', unit: 'ST', price: [9, 89], quantities: [[1, 1], [2, 2]], etim: ['EC011217', 'Radiatorafsluiter'], features: [finish, diameter(['15'])] },
        ],
      },
      {
        code: 'cv-ketels',
        description: 'Cv-ketels',
        leaves: [
          { code: 'combiketels', description: 'Combiketels', nouns: ['hr-combiketel CW4', 'hr-combiketel CW5', 'hybride ketel'], types: ['CW3', 'CW4', 'CW5', 'CW6'], productClass: 'Cv-ketels', unit: 'ST', price: [1195, 2895], quantities: [[1, 1]], etim: ['EC010584', 'Cv-ketel'], features: [power(['24000', '28000', '35000']), yesNo('EF010015', 'OpenTherm')] },
          { code: 'rookgasafvoer', description: 'Rookgasafvoer', nouns: ['concentrische dakdoorvoer', 'rookgasafvoerbuis', 'bocht 87° rookgas'], types: ['Concentrisch', 'Parallel'], productClass: 'Rookgasafvoer', unit: 'ST', price: [19, 349], quantities: [[1, 1]], etim: ['EC010585', 'Rookgasafvoer'], features: [diameter(['60', '80', '100', '125'])] },
        ],
      },
      {
        code: 'vloerverwarming',
        description: 'Vloerverwarming',
        leaves: [
          { code: 'verdelers', description: 'Verdelers', nouns: ['vloerverwarmingsverdeler', 'verdeler met pomp', 'verdeler met flowmeters'], types: ['RVS', 'Messing'], productClass: 'Vloerverwarming', unit: 'ST', price: [149, 899], quantities: [[1, 1]], etim: ['EC011238', 'Verdeler'], features: [{ code: 'EF000196', name: 'Aantal groepen', values: ['2', '3', '4', '6', '8', '10'] }] },
          { code: 'vloerverwarmingsbuis', description: 'Vloerverwarmingsbuis', nouns: ['PE-RT vloerverwarmingsbuis', 'PEX vloerverwarmingsbuis', 'Alupex vloerverwarmingsbuis'], types: ['PE-RT', 'PEX', 'Alupex'], productClass: 'Buizen', unit: 'RL', price: [69, 389], quantities: [[1, 1]], etim: ['EC010629', 'Vloerverwarmingsbuis'], features: [diameter(['14', '16', '17', '20']), length(['120000', '240000', '600000'])] },
        ],
      },
      {
        code: 'warmtepompen',
        description: 'Warmtepompen',
        leaves: [
          { code: 'lucht-water', description: 'Lucht-water', nouns: ['lucht-waterwarmtepomp', 'monoblock warmtepomp', 'hybride warmtepomp'], types: ['Monoblock', 'Split', 'Hybride'], productClass: 'Warmtepompen', unit: 'ST', price: [2495, 8995], quantities: [[1, 1]], etim: ['EC011292', 'Warmtepomp'], features: [power(['4000', '6000', '8000', '12000']), { code: 'EF012345', name: 'Energieklasse', values: ['A+++', 'A++', 'A+'] }] },
          { code: 'boilervaten', description: 'Boilervaten', nouns: ['boilervat', 'indirect gestookt boilervat', 'elektrische boiler'], types: ['Indirect', 'Elektrisch'], productClass: 'Boilers', unit: 'ST', price: [299, 1899], quantities: [[1, 1]], etim: ['EC010594', 'Boiler'], features: [{ code: 'EF000266', name: 'Inhoud', values: ['80', '120', '150', '200', '300'], unit: 'l' }] },
        ],
      },
    ],
  },
  {
    code: 'gereedschap',
    description: 'Gereedschap',
    groups: [
      {
        code: 'handgereedschap',
        description: 'Handgereedschap',
        leaves: [
          { code: 'tangen', description: 'Tangen', nouns: ['waterpomptang', 'sifontang', 'pijptang'], types: ['Verstelbaar'], productClass: 'Handgereedschap', unit: 'ST', price: [12, 79], quantities: [[1, 1]], etim: ['EC000166', 'Tang'], features: [length(['180', '250', '300', '400'])] },
          { code: 'buigers-snijders', description: 'Buigers en snijders', nouns: ['buizensnijder', 'buigveer', 'handpijpbuiger'], types: ['Koper', 'Kunststof'], productClass: 'Handgereedschap', unit: 'ST', price: [9, 189], quantities: [[1, 1]], etim: ['EC000167', 'Buizensnijder'], features: [diameter(['3-28', '6-35', '15-22'])] },
        ],
      },
      {
        code: 'elektrisch-gereedschap',
        description: 'Elektrisch gereedschap',
        leaves: [
          { code: 'persmachines', description: 'Persmachines', nouns: ['accu-persmachine', 'persbek V-profiel', 'persbek M-profiel'], types: ['Accu', 'Persbek'], productClass: 'Elektrisch gereedschap', unit: 'ST', price: [119, 2495], quantities: [[1, 1]], etim: ['EC000168', 'Persmachine'], features: [{ code: 'EF000227', name: 'Accuspanning', values: ['12', '18'], unit: 'V' }] },
          { code: 'boormachines', description: 'Boormachines', nouns: ['accuboormachine', 'klopboormachine', 'combihamer'], types: ['Accu', 'Snoer'], productClass: 'Elektrisch gereedschap', unit: 'ST', price: [89, 549], quantities: [[1, 1]], etim: ['EC000169', 'Boormachine'], features: [{ code: 'EF000227', name: 'Accuspanning', values: ['12', '18', '36'], unit: 'V' }] },
        ],
      },
    ],
  },
];

export const BRANDS: { name: string; series: string[] }[] = [
  { name: 'Aqualis', series: ['Linea', 'Cubo', 'Rondo'] },
  { name: 'Bruvana', series: ['Essence', 'Classic', 'Slim'] },
  { name: 'Delfstroom', series: ['Delta', 'Polder', 'Haven'] },
  { name: 'Grevelink', series: ['Pro', 'Install', 'Basic'] },
  { name: 'Hydromax', series: ['Flow', 'Turbo', 'Eco'] },
  { name: 'Kalkhoven', series: ['Tempo', 'Quadra', 'Nova'] },
  { name: 'Lavaro', series: ['Eleganza', 'Moderno', 'Retro'] },
  { name: 'Noorderzon', series: ['Zenit', 'Aurora', 'Horizon'] },
  { name: 'Pelikaan', series: ['Prime', 'Compact', 'Plus'] },
  { name: 'Rijnbron', series: ['Bron', 'Stroom', 'Delta'] },
  { name: 'Sanifort', series: ['Fort', 'Solid', 'Clean'] },
  { name: 'Thermaxx', series: ['Comfort', 'Therm', 'Hybrid'] },
  { name: 'Valkenberg', series: ['Vista', 'Arco', 'Pure'] },
  { name: 'Zuiderkruis', series: ['Stella', 'Luna', 'Sol'] },
];

export const WAREHOUSES = [
  { code: 'ZWL', name: 'Zwolle' },
  { code: 'UTR', name: 'Utrecht' },
  { code: 'EHV', name: 'Eindhoven' },
];

export const COMPANY_NAMES = [
  'Installatiebedrijf De Vries B.V.', 'Loodgietersbedrijf Jansen', 'Bakker Installatietechniek', 'Van den Berg Sanitair & Verwarming',
  'Smit Klimaattechniek', 'Mulder Installaties B.V.', 'De Boer Loodgieters', 'Visser Warmte & Water', 'Meijer Badkamers',
  'Bos Installatiegroep', 'Dekker Dakwerken & Sanitair', 'Hendriks Installatietechniek', 'Van Dijk Cv-Service', 'Peters Techniek',
  'Kok Installatiebedrijf', 'Jacobs Loodgieters & Zonen', 'Van Leeuwen Installatie', 'Willems Badkamerrenovatie',
];
export const CITIES: [string, string][] = [
  ['Zwolle', '8011'], ['Utrecht', '3511'], ['Eindhoven', '5611'], ['Amersfoort', '3811'], ['Deventer', '7411'], ['Apeldoorn', '7311'],
  ['Arnhem', '6811'], ['Nijmegen', '6511'], ['Groningen', '9711'], ['Leeuwarden', '8911'], ['Haarlem', '2011'], ['Leiden', '2311'],
];
export const STREETS = ['Industrieweg', 'Ambachtsstraat', 'Nijverheidsweg', 'Handelsweg', 'Edisonstraat', 'Marconistraat', 'Kanaalweg', 'Havenstraat'];
export const FIRST_NAMES = ['Jan', 'Pieter', 'Sanne', 'Eva', 'Bram', 'Lotte', 'Daan', 'Femke', 'Thijs', 'Anouk', 'Ruben', 'Iris', 'Koen', 'Marloes'];
export const SURNAMES = ['de Vries', 'Jansen', 'Bakker', 'van den Berg', 'Smit', 'Mulder', 'de Boer', 'Visser', 'Meijer', 'Bos', 'Dekker', 'Hendriks'];

/**
 * Articles whose minimum is not a multiple of their step, to show and test the quantity rule
 * (min, min + step, min + 2·step, …). Appended after the generated articles with fixed data and
 * item numbers of their own (9, the minimum in three digits, the step in three digits), so the
 * generated articles and everything made after them stay as they were.
 */
export const QUANTITY_DEMO_ARTICLES: { itemNo: string; leaf: string; description: string; unit: string; min: number; step: number; price: number }[] = [
  { itemNo: '9003002', leaf: 'knelfittingen', description: 'Demo knelkoppeling 15 mm – vanaf 3, per 2', unit: 'ST', min: 3, step: 2, price: 4.95 },
  { itemNo: '9002005', leaf: 'pvc-hulpstukken', description: 'Demo PVC-bocht 90° 40 mm – vanaf 2, per 5', unit: 'ST', min: 2, step: 5, price: 1.85 },
  { itemNo: '9010004', leaf: 'koperen-buis', description: 'Demo koperen buis 15 mm – vanaf 10 m, per 4 m', unit: 'M', min: 10, step: 4, price: 6.4 },
];
