import { mountIsland } from "./mount";
import { LIVE_DONORS_ID, LiveDonors } from "~/routes/donors/live-donors";

export function mountDonors() {
  mountIsland(LIVE_DONORS_ID, <LiveDonors />);
}
