/** Client (company) names: a mix of national retailers, builders, property and logistics firms. */
export const CLIENT_NAMES = [
  "Crescent Property Management",
  "Walmart",
  "The Home Depot",
  "Lowe's",
  "Target",
  "Costco Wholesale",
  "Kroger",
  "Turner Construction",
  "Bechtel",
  "Kiewit",
  "Skanska USA",
  "DPR Construction",
  "Mortenson",
  "Hensel Phelps",
  "McCarthy Building Companies",
  "Granite Construction",
  "Sundt Construction",
  "Brinkmann Constructors",
  "Clayco",
  "Whiting-Turner",
  "Suffolk Construction",
  "Gilbane Building",
  "Holder Construction",
  "Walsh Group",
  "PCL Construction",
  "Swinerton",
  "Balfour Beatty US",
  "Prologis",
  "CBRE",
  "JLL Property Services",
  "Cushman & Wakefield",
  "Brookfield Properties",
  "Simon Property Group",
  "Westfield Malls",
  "AutoNation",
  "CarMax",
  "Penske Truck Leasing",
  "Ryder System",
  "XPO Logistics",
  "J.B. Hunt Transport",
  "Sunbelt Rentals",
  "United Rentals",
  "Herc Rentals",
  "Tractor Supply Co",
  "Dollar General",
  "AutoZone",
  "O'Reilly Auto Parts",
  "Camping World",
  "Public Storage",
  "Extra Space Storage",
  "Marathon Petroleum",
  "Love's Travel Stops",
  "Pilot Flying J",
  "Vulcan Materials",
  "Martin Marietta",
  "Desert Sun Solar",
  "Lone Star Ranch Supply",
  "Great Lakes Dredge & Dock",
  "Pacific Coast Builders",
  "Magnolia Farms Development",
];

/** Short forms used inside unit names ("Trailer 0123 - Walmart Phoenix"). */
export function shortClientName(name: string): string {
  return name
    .replace(/^The /, "")
    .replace(
      / (Construction|Building Companies|Building|Constructors|Property Management|Property Group|Properties|Property Services|Wholesale|Transport|System|Logistics|Co|USA|US)$/,
      "",
    )
    .trim();
}

export const REGION_AREAS = [
  "Southwest",
  "Northeast",
  "Southeast",
  "Midwest",
  "Pacific Northwest",
  "Mountain West",
  "Gulf Coast",
  "Great Lakes",
  "Mid-Atlantic",
  "New England",
  "Texas North",
  "Texas South",
  "California North",
  "California South",
  "Florida",
  "Carolinas",
  "Desert",
  "Plains",
  "Rockies",
  "Central Valley",
];

export const LOCATION_KINDS = [
  "Store",
  "Supercenter",
  "Distribution Center",
  "Job Site",
  "Parking Lot",
  "Yard",
  "Depot",
  "Warehouse",
  "Site",
  "Lot",
  "Plaza",
  "Campus",
];

export const UNIT_KINDS = ["Trailer", "Trailer", "Trailer", "Tower", "Pole Unit", "Skid"];

export const MOUNTING_STRUCTURES = ["Trailer", "Trailer", "Trailer", "Pole", "Wall", "Tower", "Skid", "Roof"];

export const CAMERA_NAMES = ["PTZ", "Left Fixed", "Right Fixed"];

export const PRESET_NAMES = [
  "Entrance",
  "Gate",
  "Parking North",
  "Parking South",
  "Loading Dock",
  "Fence Line",
  "Dumpsters",
  "Equipment Yard",
  "Front Door",
  "Back Lot",
  "Street View",
  "Storage Area",
];

export const SPEAKER_SOUNDS = [
  "Warning: private property",
  "Police have been called",
  "Please leave the area",
  "Siren",
  "Chime",
  "This area is under video surveillance",
];

export const HEALTH_TEXTS: Record<string, string[]> = {
  green: ["Online", "All systems normal", "Streaming normally"],
  yellow: ["Degraded: high packet loss", "Low battery", "Weak cellular signal", "Solar charge low"],
  red: ["Offline", "Camera not responding", "No video signal", "Power failure"],
  grey: ["Unknown", "Not reporting", "Awaiting installation"],
};

export const PERSON_NAMES: Record<string, string> = {
  operator: "Olivia Operator",
  multi: "Marcus Multi",
  limited: "Lena Limited",
  partner: "Paul Partner",
  admin: "Ada Admin",
  auditor: "Aubrey Auditor",
  html5: "Hugo Html5",
  bilingual: "Blanca Bilingüe",
};
