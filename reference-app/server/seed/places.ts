/** A real US city: name, state, centre, a zip prefix and its time zone. */
export interface City {
  name: string;
  state: string;
  lat: number;
  lng: number;
  zip: string;
  timeZone: string;
}

const E = "America/New_York";
const C = "America/Chicago";
const M = "America/Denver";
const AZ = "America/Phoenix";
const P = "America/Los_Angeles";

// name|state|lat|lng|zip prefix|zone
const RAW: [string, string, number, number, string, string][] = [
  ["New York", "NY", 40.7128, -74.006, "100", E], ["Los Angeles", "CA", 34.0522, -118.2437, "900", P],
  ["Chicago", "IL", 41.8781, -87.6298, "606", C], ["Houston", "TX", 29.7604, -95.3698, "770", C],
  ["Phoenix", "AZ", 33.4484, -112.074, "850", AZ], ["Philadelphia", "PA", 39.9526, -75.1652, "191", E],
  ["San Antonio", "TX", 29.4241, -98.4936, "782", C], ["San Diego", "CA", 32.7157, -117.1611, "921", P],
  ["Dallas", "TX", 32.7767, -96.797, "752", C], ["San Jose", "CA", 37.3382, -121.8863, "951", P],
  ["Austin", "TX", 30.2672, -97.7431, "787", C], ["Jacksonville", "FL", 30.3322, -81.6557, "322", E],
  ["Fort Worth", "TX", 32.7555, -97.3308, "761", C], ["Columbus", "OH", 39.9612, -82.9988, "432", E],
  ["Charlotte", "NC", 35.2271, -80.8431, "282", E], ["San Francisco", "CA", 37.7749, -122.4194, "941", P],
  ["Indianapolis", "IN", 39.7684, -86.1581, "462", E], ["Seattle", "WA", 47.6062, -122.3321, "981", P],
  ["Denver", "CO", 39.7392, -104.9903, "802", M], ["Washington", "DC", 38.9072, -77.0369, "200", E],
  ["Boston", "MA", 42.3601, -71.0589, "021", E], ["El Paso", "TX", 31.7619, -106.485, "799", M],
  ["Nashville", "TN", 36.1627, -86.7816, "372", C], ["Detroit", "MI", 42.3314, -83.0458, "482", E],
  ["Oklahoma City", "OK", 35.4676, -97.5164, "731", C], ["Portland", "OR", 45.5152, -122.6784, "972", P],
  ["Las Vegas", "NV", 36.1699, -115.1398, "891", P], ["Memphis", "TN", 35.1495, -90.049, "381", C],
  ["Louisville", "KY", 38.2527, -85.7585, "402", E], ["Baltimore", "MD", 39.2904, -76.6122, "212", E],
  ["Milwaukee", "WI", 43.0389, -87.9065, "532", C], ["Albuquerque", "NM", 35.0844, -106.6504, "871", M],
  ["Tucson", "AZ", 32.2226, -110.9747, "857", AZ], ["Fresno", "CA", 36.7378, -119.7871, "937", P],
  ["Mesa", "AZ", 33.4152, -111.8315, "852", AZ], ["Sacramento", "CA", 38.5816, -121.4944, "958", P],
  ["Atlanta", "GA", 33.749, -84.388, "303", E], ["Kansas City", "MO", 39.0997, -94.5786, "641", C],
  ["Colorado Springs", "CO", 38.8339, -104.8214, "809", M], ["Omaha", "NE", 41.2565, -95.9345, "681", C],
  ["Raleigh", "NC", 35.7796, -78.6382, "276", E], ["Miami", "FL", 25.7617, -80.1918, "331", E],
  ["Long Beach", "CA", 33.7701, -118.1937, "908", P], ["Virginia Beach", "VA", 36.8529, -75.978, "234", E],
  ["Oakland", "CA", 37.8044, -122.2712, "946", P], ["Minneapolis", "MN", 44.9778, -93.265, "554", C],
  ["Tulsa", "OK", 36.154, -95.9928, "741", C], ["Tampa", "FL", 27.9506, -82.4572, "336", E],
  ["Arlington", "TX", 32.7357, -97.1081, "760", C], ["New Orleans", "LA", 29.9511, -90.0715, "701", C],
  ["Wichita", "KS", 37.6872, -97.3301, "672", C], ["Bakersfield", "CA", 35.3733, -119.0187, "933", P],
  ["Cleveland", "OH", 41.4993, -81.6944, "441", E], ["Aurora", "CO", 39.7294, -104.8319, "800", M],
  ["Anaheim", "CA", 33.8366, -117.9143, "928", P], ["Honolulu", "HI", 21.3069, -157.8583, "968", "Pacific/Honolulu"],
  ["Santa Ana", "CA", 33.7455, -117.8677, "927", P], ["Riverside", "CA", 33.9533, -117.3962, "925", P],
  ["Corpus Christi", "TX", 27.8006, -97.3964, "784", C], ["Lexington", "KY", 38.0406, -84.5037, "405", E],
  ["Henderson", "NV", 36.0395, -114.9817, "890", P], ["Stockton", "CA", 37.9577, -121.2908, "952", P],
  ["Saint Paul", "MN", 44.9537, -93.09, "551", C], ["Cincinnati", "OH", 39.1031, -84.512, "452", E],
  ["St. Louis", "MO", 38.627, -90.1994, "631", C], ["Pittsburgh", "PA", 40.4406, -79.9959, "152", E],
  ["Greensboro", "NC", 36.0726, -79.792, "274", E], ["Lincoln", "NE", 40.8136, -96.7026, "685", C],
  ["Anchorage", "AK", 61.2181, -149.9003, "995", "America/Anchorage"], ["Plano", "TX", 33.0198, -96.6989, "750", C],
  ["Orlando", "FL", 28.5383, -81.3792, "328", E], ["Irvine", "CA", 33.6846, -117.8265, "926", P],
  ["Newark", "NJ", 40.7357, -74.1724, "071", E], ["Durham", "NC", 35.994, -78.8986, "277", E],
  ["Chula Vista", "CA", 32.6401, -117.0842, "919", P], ["Toledo", "OH", 41.6528, -83.5379, "436", E],
  ["Fort Wayne", "IN", 41.0793, -85.1394, "468", E], ["St. Petersburg", "FL", 27.7676, -82.6403, "337", E],
  ["Laredo", "TX", 27.5306, -99.4803, "780", C], ["Jersey City", "NJ", 40.7178, -74.0431, "073", E],
  ["Chandler", "AZ", 33.3062, -111.8413, "852", AZ], ["Madison", "WI", 43.0731, -89.4012, "537", C],
  ["Lubbock", "TX", 33.5779, -101.8552, "794", C], ["Scottsdale", "AZ", 33.4942, -111.9261, "852", AZ],
  ["Reno", "NV", 39.5296, -119.8138, "895", P], ["Buffalo", "NY", 42.8864, -78.8784, "142", E],
  ["Gilbert", "AZ", 33.3528, -111.789, "852", AZ], ["Glendale", "AZ", 33.5387, -112.186, "853", AZ],
  ["North Las Vegas", "NV", 36.1989, -115.1175, "890", P], ["Winston-Salem", "NC", 36.0999, -80.2442, "271", E],
  ["Chesapeake", "VA", 36.7682, -76.2875, "233", E], ["Norfolk", "VA", 36.8508, -76.2859, "235", E],
  ["Fremont", "CA", 37.5485, -121.9886, "945", P], ["Garland", "TX", 32.9126, -96.6389, "750", C],
  ["Irving", "TX", 32.814, -96.9489, "750", C], ["Hialeah", "FL", 25.8576, -80.2781, "330", E],
  ["Richmond", "VA", 37.5407, -77.436, "232", E], ["Boise", "ID", 43.615, -116.2023, "837", M],
  ["Spokane", "WA", 47.6588, -117.426, "992", P], ["Baton Rouge", "LA", 30.4515, -91.1871, "708", C],
  ["Tacoma", "WA", 47.2529, -122.4443, "984", P], ["San Bernardino", "CA", 34.1083, -117.2898, "924", P],
  ["Modesto", "CA", 37.6391, -120.9969, "953", P], ["Fontana", "CA", 34.0922, -117.435, "923", P],
  ["Des Moines", "IA", 41.5868, -93.625, "503", C], ["Moreno Valley", "CA", 33.9425, -117.2297, "925", P],
  ["Santa Clarita", "CA", 34.3917, -118.5426, "913", P], ["Fayetteville", "NC", 35.0527, -78.8784, "283", E],
  ["Birmingham", "AL", 33.5186, -86.8104, "352", C], ["Oxnard", "CA", 34.1975, -119.1771, "930", P],
  ["Rochester", "NY", 43.1566, -77.6088, "146", E], ["Port St. Lucie", "FL", 27.273, -80.3582, "349", E],
  ["Grand Rapids", "MI", 42.9634, -85.6681, "495", E], ["Huntsville", "AL", 34.7304, -86.5861, "358", C],
  ["Salt Lake City", "UT", 40.7608, -111.891, "841", M], ["Frisco", "TX", 33.1507, -96.8236, "750", C],
  ["Yonkers", "NY", 40.9312, -73.8987, "107", E], ["Amarillo", "TX", 35.222, -101.8313, "791", C],
  ["Glendale", "CA", 34.1425, -118.2551, "912", P], ["Huntington Beach", "CA", 33.6595, -117.9988, "926", P],
  ["McKinney", "TX", 33.1972, -96.6398, "750", C], ["Montgomery", "AL", 32.3792, -86.3077, "361", C],
  ["Augusta", "GA", 33.4735, -82.0105, "309", E], ["Aurora", "IL", 41.7606, -88.3201, "605", C],
  ["Akron", "OH", 41.0814, -81.519, "443", E], ["Little Rock", "AR", 34.7465, -92.2896, "722", C],
  ["Tempe", "AZ", 33.4255, -111.94, "852", AZ], ["Columbus", "GA", 32.461, -84.9877, "319", E],
  ["Overland Park", "KS", 38.9822, -94.6708, "662", C], ["Grand Prairie", "TX", 32.7459, -96.9978, "750", C],
  ["Tallahassee", "FL", 30.4383, -84.2807, "323", E], ["Cape Coral", "FL", 26.5629, -81.9495, "339", E],
  ["Mobile", "AL", 30.6954, -88.0399, "366", C], ["Knoxville", "TN", 35.9606, -83.9207, "379", E],
  ["Shreveport", "LA", 32.5252, -93.7502, "711", C], ["Worcester", "MA", 42.2626, -71.8023, "016", E],
  ["Ontario", "CA", 34.0633, -117.6509, "917", P], ["Vancouver", "WA", 45.6387, -122.6615, "986", P],
  ["Sioux Falls", "SD", 43.5446, -96.7311, "571", C], ["Chattanooga", "TN", 35.0456, -85.3097, "374", E],
  ["Brownsville", "TX", 25.9017, -97.4975, "785", C], ["Fort Lauderdale", "FL", 26.1224, -80.1373, "333", E],
  ["Providence", "RI", 41.824, -71.4128, "029", E], ["Newport News", "VA", 37.0871, -76.473, "236", E],
  ["Rancho Cucamonga", "CA", 34.1064, -117.5931, "917", P], ["Santa Rosa", "CA", 38.4404, -122.7141, "954", P],
  ["Peoria", "AZ", 33.5806, -112.2374, "853", AZ], ["Oceanside", "CA", 33.1959, -117.3795, "920", P],
  ["Elk Grove", "CA", 38.4088, -121.3716, "957", P], ["Salem", "OR", 44.9429, -123.0351, "973", P],
  ["Pembroke Pines", "FL", 26.0078, -80.2963, "330", E], ["Eugene", "OR", 44.0521, -123.0868, "974", P],
  ["Garden Grove", "CA", 33.7743, -117.9379, "928", P], ["Cary", "NC", 35.7915, -78.7811, "275", E],
  ["Fort Collins", "CO", 40.5853, -105.0844, "805", M], ["Corona", "CA", 33.8753, -117.5664, "928", P],
  ["Springfield", "MO", 37.209, -93.2923, "658", C], ["Jackson", "MS", 32.2988, -90.1848, "392", C],
  ["Alexandria", "VA", 38.8048, -77.0469, "223", E], ["Hayward", "CA", 37.6688, -122.0808, "945", P],
  ["Billings", "MT", 45.7833, -108.5007, "591", M], ["Savannah", "GA", 32.0809, -81.0912, "314", E],
  ["Charleston", "SC", 32.7765, -79.9311, "294", E], ["Cheyenne", "WY", 41.14, -104.8202, "820", M],
];

export const CITIES: City[] = RAW.map(([name, state, lat, lng, zip, timeZone]) => ({ name, state, lat, lng, zip, timeZone }));

export const STREET_NAMES = [
  "Main St", "Oak Ave", "Maple Dr", "Cedar Ln", "Pine St", "Elm St", "Washington Blvd", "Lincoln Ave",
  "Park Ave", "Lake Shore Dr", "Hillcrest Rd", "Sunset Blvd", "Broadway", "Market St", "Industrial Pkwy",
  "Commerce Dr", "Airport Rd", "Highway 10 Frontage Rd", "Camelback Rd", "Indian School Rd", "Grand Ave",
  "Central Ave", "Mill Rd", "Riverside Dr", "Jefferson St", "Madison Ave", "Franklin St", "Harbor Blvd",
  "Valley View Dr", "Canyon Rd", "Mesa Blvd", "Ridge Rd", "Route 9", "County Road 12", "Warehouse Way",
  "Distribution Dr", "Logistics Pkwy", "Freeport Blvd", "Peachtree St", "Magnolia Ave", "Cypress Ave",
  "Willow Creek Rd", "Stonebridge Dr", "Kingsley Ave", "Eastgate Blvd", "Westfield Rd", "Northpoint Pkwy",
  "Southpark Dr", "University Ave", "Civic Center Dr",
];
