import { defineRecipe } from "@pandacss/dev";

/** A meter resource's icon (§9) in the resource's colour token; the kinds are app/domain/meters/resource.ts's. */
export const resourceIcon = defineRecipe({
  className: "resource-icon",
  base: { w: "5", h: "5", flexShrink: "0" },
  // The kind comes from the data, so every variant's CSS is generated, not only those spelled out in code.
  staticCss: [{ resource: ["*"] }],
  variants: {
    resource: {
      coldWater: { color: "resource.coldWater" },
      hotWater: { color: "resource.hotWater" },
      gas: { color: "resource.gas" },
      bottledGas: { color: "resource.bottledGas" },
      electricity: { color: "resource.electricity" },
      solidFuel: { color: "resource.solidFuel" },
      wastewater: { color: "resource.wastewater" },
      heat: { color: "resource.heat" },
    },
  },
});
