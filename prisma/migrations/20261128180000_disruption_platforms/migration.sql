-- A disruption may name the platforms whose services it touches (none: every service).
ALTER TABLE "disruptions" ADD COLUMN "platforms" "ProvisioningPlatform"[] DEFAULT ARRAY[]::"ProvisioningPlatform"[];
