/* Baluchon's bridge to Routino's library in WebAssembly (AGPL-3.0-or-later, as the library it links).
 *
 * The web worker loads one database (and the profiles and translations files) from the module's file
 * system, then asks for routes. A route comes back as text, one line per point of Routino's
 * ROUTINO_ROUTE_LIST_HTML_ALL list, the fields the server's RoutinoOutputReader reads, tab separated:
 *   type  turn  bearing  latitude  longitude  distance(km)  time(min)  name
 * Coordinates are in radians as Routino gives them; floats are written with 9 significant digits so that
 * the page reads the same single-precision values the server reads. The name is last; a point without one
 * (a null name, not an empty one) has no name field at all. */

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "routino.h"

/* Why the last call failed, for the worker: 0 none, 1 no road near the start, 2 no road near the
 * destination, 3 no route, 4 the engine failed (Routino_errno tells more). */
enum { BALUCHON_OK = 0, BALUCHON_NO_ROAD_START = 1, BALUCHON_NO_ROAD_DESTINATION = 2, BALUCHON_NO_ROUTE = 3, BALUCHON_FAILED = 4 };

static Routino_Database *database;
static int status;

int baluchon_status(void) { return status; }

int baluchon_errno(void) { return Routino_errno; }

/* Loads the profiles, the translations and the database Routino's planetsplitter wrote in `directory`
 * (no file prefix). Answers 0, or Routino's error number. */
int baluchon_load(const char *directory, const char *profiles, const char *translations)
{
 if(Routino_Check_API_Version(ROUTINO_API_VERSION) != ROUTINO_ERROR_NONE)
    return Routino_errno;
 if(Routino_ParseXMLProfiles(profiles))
    return Routino_errno;
 if(Routino_ParseXMLTranslations(translations))
    return Routino_errno;
 database = Routino_LoadDatabase(directory, NULL);
 return database ? 0 : Routino_errno;
}

/* Appends the route's points to a growing buffer; NULL when memory runs out. */
static char *describe(Routino_Output *output)
{
 size_t size = 4096, used = 0;
 char *text = malloc(size);
 for(Routino_Output *point = output; text && point; point = point->next)
   {
    size_t need = (point->name ? strlen(point->name) : 0) + 128;
    if(used + need >= size)
      {
       char *larger;
       while(used + need >= size)
          size *= 2;
       larger = realloc(text, size);
       if(!larger)
         {
          free(text);
          return NULL;
         }
       text = larger;
      }
    used += (size_t)snprintf(text + used, size - used, "%d\t%d\t%d\t%.9g\t%.9g\t%.9g\t%.9g%s%s\n", point->type, point->turn,
                             point->bearing, point->lat, point->lon, point->dist, point->time, point->name ? "\t" : "",
                             point->name ? point->name : "");
   }
 return text;
}

/* The route from (lat1, lon1) to (lat2, lon2), in degrees, with a profile of the loaded file (motorcar,
 * foot, bicycle), quickest when `quickest` is non-zero; the caller frees the text. NULL on failure, with
 * baluchon_status() saying why. */
char *baluchon_route(const char *profileName, int quickest, double lat1, double lon1, double lat2, double lon2)
{
 Routino_Profile *profile = Routino_GetProfile(profileName);
 Routino_Translation *translation = Routino_GetTranslation("en");
 Routino_Waypoint *waypoints[2];
 Routino_Output *output;
 char *text;

 status = BALUCHON_FAILED;
 if(!database || !profile || !translation || Routino_ValidateProfile(database, profile) != ROUTINO_ERROR_NONE)
    return NULL;
 waypoints[0] = Routino_FindWaypoint(database, profile, lat1, lon1);
 if(!waypoints[0])
   {
    status = BALUCHON_NO_ROAD_START;
    return NULL;
   }
 waypoints[1] = Routino_FindWaypoint(database, profile, lat2, lon2);
 if(!waypoints[1])
   {
    free(waypoints[0]);
    status = BALUCHON_NO_ROAD_DESTINATION;
    return NULL;
   }
 output = Routino_CalculateRoute(database, profile, translation, waypoints, 2,
                                 (quickest ? ROUTINO_ROUTE_QUICKEST : ROUTINO_ROUTE_SHORTEST) | ROUTINO_ROUTE_LIST_HTML_ALL, NULL);
 free(waypoints[0]);
 free(waypoints[1]);
 if(!output)
   {
    status = Routino_errno >= ROUTINO_ERROR_NO_ROUTE_1 ? BALUCHON_NO_ROUTE : BALUCHON_FAILED;
    return NULL;
   }
 text = describe(output);
 Routino_DeleteRoute(output);
 status = text ? BALUCHON_OK : BALUCHON_FAILED;
 return text;
}
